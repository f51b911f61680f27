import { MemberCentreErrorCode } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of member centre and profile errors. */
export const memberCentreMessages: MessageTable = {
  [MemberCentreErrorCode.nicknameFormat]: {
    EN: 'A nickname has {min} to {max} letters, digits, spaces, dots, hyphens or underscores.',
    TY: 'Ang palayaw ay may {min} hanggang {max} na titik, numero, espasyo, tuldok, gitling o underscore.',
    CN: '昵称为 {min} 至 {max} 个字母、数字、空格、点、连字符或下划线。',
    TW: '暱稱為 {min} 至 {max} 個字母、數字、空格、點、連字號或底線。',
  },
  [MemberCentreErrorCode.emailFormat]: {
    EN: 'E-mail format is incorrect',
    TY: 'Mali ang format ng e-mail',
    CN: '电子邮件格式不正确',
    TW: '電子郵件格式不正確',
  },
  [MemberCentreErrorCode.payeeNameFormat]: {
    EN: 'Name format is not valid: use {min} to {max} letters and spaces, as on your bank account.',
    TY: 'Hindi wasto ang format ng pangalan: gumamit ng {min} hanggang {max} na titik at espasyo, gaya ng sa iyong bank account.',
    CN: '姓名格式无效：请使用 {min} 至 {max} 个字母和空格，与银行账户一致。',
    TW: '姓名格式無效：請使用 {min} 至 {max} 個字母和空格，與銀行帳戶一致。',
  },
  [MemberCentreErrorCode.payeeNameLocked]: {
    EN: 'Your payee name is already set. Please contact customer service to change it.',
    TY: 'Nakatakda na ang pangalan ng tatanggap. Makipag-ugnayan sa customer service para baguhin ito.',
    CN: '收款人姓名已设置。如需修改，请联系客服。',
    TW: '收款人姓名已設定。如需修改，請聯絡客服。',
  },
  [MemberCentreErrorCode.iconMissing]: {
    EN: 'Choose an image to upload.',
    TY: 'Pumili ng larawang ia-upload.',
    CN: '请选择要上传的图片。',
    TW: '請選擇要上傳的圖片。',
  },
  [MemberCentreErrorCode.iconType]: {
    EN: 'Only png or jpg images can be used.',
    TY: 'Png o jpg na larawan lamang ang puwede.',
    CN: '只能使用 png 或 jpg 图片。',
    TW: '只能使用 png 或 jpg 圖片。',
  },
  [MemberCentreErrorCode.iconTooLarge]: {
    EN: 'The image is larger than {max}.',
    TY: 'Mas malaki sa {max} ang larawan.',
    CN: '图片超过 {max}。',
    TW: '圖片超過 {max}。',
  },
  [MemberCentreErrorCode.iconCorrupt]: {
    EN: 'The image could not be read. Please choose another one.',
    TY: 'Hindi mabasa ang larawan. Pumili ng iba.',
    CN: '无法读取该图片，请选择其他图片。',
    TW: '無法讀取該圖片，請選擇其他圖片。',
  },
}
