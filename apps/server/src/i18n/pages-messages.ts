import { FeedbackError } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of message centre, help, feedback and info page errors. */
export const pagesMessages: MessageTable = {
  [FeedbackError.remarkRequired]: {
    EN: 'Please describe your feedback.',
    TY: 'Pakilarawan ang iyong feedback.',
    CN: '请填写反馈内容。',
    TW: '請填寫回饋內容。',
  },
  [FeedbackError.remarkTooLong]: {
    EN: 'The remark can be at most {max} characters.',
    TY: 'Hanggang {max} na karakter lamang ang puna.',
    CN: '备注最多 {max} 个字符。',
    TW: '備註最多 {max} 個字元。',
  },
  [FeedbackError.tooManyImages]: {
    EN: 'You can attach at most {max} images.',
    TY: 'Hanggang {max} na larawan lamang ang maaaring ilakip.',
    CN: '最多可上传 {max} 张图片。',
    TW: '最多可上傳 {max} 張圖片。',
  },
  [FeedbackError.imageTooLarge]: {
    EN: 'Image {n} is larger than {max}.',
    TY: 'Mas malaki sa {max} ang larawan {n}.',
    CN: '第 {n} 张图片超过 {max}。',
    TW: '第 {n} 張圖片超過 {max}。',
  },
  [FeedbackError.imageType]: {
    EN: 'Image {n} is not a PNG or JPG picture.',
    TY: 'Ang larawan {n} ay hindi PNG o JPG.',
    CN: '第 {n} 张图片不是 PNG 或 JPG 格式。',
    TW: '第 {n} 張圖片不是 PNG 或 JPG 格式。',
  },
}
