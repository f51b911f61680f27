import type { MessageTable } from './message-table.ts'

/** Error codes of the back office's games, vendors, uploads and content calls. */
export const BoContentErrorCode = {
  gameNotFound: 'bo_game_not_found',
  vendorNotFound: 'bo_vendor_not_found',
  invalidMinBet: 'bo_invalid_min_bet',
  announcementNotFound: 'bo_announcement_not_found',
  helpNotFound: 'bo_help_not_found',
  titleRequired: 'bo_title_required',
  invalidSchedule: 'bo_invalid_schedule',
  uploadMissing: 'bo_upload_missing',
  uploadType: 'bo_upload_type',
  uploadTooLarge: 'bo_upload_too_large',
  uploadCorrupt: 'bo_upload_corrupt',
} as const

/** Texts for the back office's catalogue and content calls (staff read them in the back office). */
export const boContentMessages: MessageTable = {
  [BoContentErrorCode.gameNotFound]: {
    EN: 'This game is not in the catalogue.',
    TY: 'Wala sa catalogue ang larong ito.',
    CN: '目录中没有该游戏。',
    TW: '目錄中沒有該遊戲。',
  },
  [BoContentErrorCode.vendorNotFound]: {
    EN: 'There is no game vendor with this code.',
    TY: 'Walang game vendor na may ganitong code.',
    CN: '没有该代码的游戏供应商。',
    TW: '沒有該代碼的遊戲供應商。',
  },
  [BoContentErrorCode.invalidMinBet]: {
    EN: 'The minimum bet must be zero or more.',
    TY: 'Ang minimum na taya ay dapat zero o higit pa.',
    CN: '最低投注额不能为负数。',
    TW: '最低投注額不能為負數。',
  },
  [BoContentErrorCode.announcementNotFound]: {
    EN: 'This announcement does not exist or belongs to another merchant.',
    TY: 'Wala ang anunsyong ito o sa ibang merchant ito.',
    CN: '该公告不存在或属于其他商户。',
    TW: '該公告不存在或屬於其他商戶。',
  },
  [BoContentErrorCode.helpNotFound]: {
    EN: 'This help entry does not exist or belongs to another merchant.',
    TY: 'Wala ang help entry na ito o sa ibang merchant ito.',
    CN: '该帮助条目不存在或属于其他商户。',
    TW: '該幫助條目不存在或屬於其他商戶。',
  },
  [BoContentErrorCode.titleRequired]: {
    EN: 'A title in the merchant’s default language ({language}) is required.',
    TY: 'Kailangan ang pamagat sa default na wika ng merchant ({language}).',
    CN: '必须填写商户默认语言（{language}）的标题。',
    TW: '必須填寫商戶預設語言（{language}）的標題。',
  },
  [BoContentErrorCode.invalidSchedule]: {
    EN: 'The end of the schedule must be after its start.',
    TY: 'Ang katapusan ng iskedyul ay dapat pagkatapos ng simula nito.',
    CN: '结束时间必须晚于开始时间。',
    TW: '結束時間必須晚於開始時間。',
  },
  [BoContentErrorCode.uploadMissing]: {
    EN: 'Send the image’s bytes as the request body.',
    TY: 'Ipadala ang bytes ng larawan bilang body ng request.',
    CN: '请在请求正文中发送图片数据。',
    TW: '請在請求本文中傳送圖片資料。',
  },
  [BoContentErrorCode.uploadType]: {
    EN: 'Only PNG, JPEG or WebP images can be uploaded.',
    TY: 'PNG, JPEG o WebP na larawan lamang ang maaaring i-upload.',
    CN: '只能上传 PNG、JPEG 或 WebP 图片。',
    TW: '只能上傳 PNG、JPEG 或 WebP 圖片。',
  },
  [BoContentErrorCode.uploadTooLarge]: {
    EN: 'The image is larger than {max}.',
    TY: 'Mas malaki ang larawan kaysa {max}.',
    CN: '图片大于 {max}。',
    TW: '圖片大於 {max}。',
  },
  [BoContentErrorCode.uploadCorrupt]: {
    EN: 'The image could not be read: the file is damaged or not really a {type} image.',
    TY: 'Hindi mabasa ang larawan: sira ang file o hindi talaga ito {type} na larawan.',
    CN: '无法读取图片：文件已损坏或并非真正的 {type} 图片。',
    TW: '無法讀取圖片：檔案已損壞或並非真正的 {type} 圖片。',
  },
}
