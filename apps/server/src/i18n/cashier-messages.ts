import { CashierError } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of cashier errors: deposits first, then withdrawals, bank cards and the withdrawal password. */
export const cashierMessages: MessageTable = {
  // ---- Deposits ----
  [CashierError.channelUnavailable]: {
    EN: 'This payment method is not available. Please choose another one.',
    TY: 'Hindi available ang paraan ng pagbabayad na ito. Pumili ng iba.',
    CN: '该支付方式暂不可用，请选择其他方式。',
    TW: '該支付方式暫不可用，請選擇其他方式。',
  },
  [CashierError.channelMaintenance]: {
    EN: 'This payment method is under maintenance. Please try again later or choose another one.',
    TY: 'Nasa maintenance ang paraan ng pagbabayad na ito. Subukan muli mamaya o pumili ng iba.',
    CN: '该支付方式正在维护，请稍后再试或选择其他方式。',
    TW: '該支付方式正在維護，請稍後再試或選擇其他方式。',
  },
  [CashierError.amountInvalid]: {
    EN: 'Please enter an amount above 0 with at most 2 decimals.',
    TY: 'Maglagay ng halagang higit sa 0 na may hanggang 2 decimal.',
    CN: '请输入大于 0 且最多两位小数的金额。',
    TW: '請輸入大於 0 且最多兩位小數的金額。',
  },
  [CashierError.amountBelowMin]: {
    EN: 'The minimum amount for this method is {min}.',
    TY: 'Ang pinakamababang halaga para sa paraang ito ay {min}.',
    CN: '该方式的最低金额为 {min}。',
    TW: '該方式的最低金額為 {min}。',
  },
  [CashierError.amountAboveMax]: {
    EN: 'The maximum amount for this method is {max}.',
    TY: 'Ang pinakamataas na halaga para sa paraang ito ay {max}.',
    CN: '该方式的最高金额为 {max}。',
    TW: '該方式的最高金額為 {max}。',
  },
  [CashierError.depositNotFound]: {
    EN: 'Deposit not found.',
    TY: 'Hindi nahanap ang deposito.',
    CN: '找不到该存款记录。',
    TW: '找不到該存款紀錄。',
  },
  [CashierError.depositPendingLimit]: {
    EN: 'You already have {max} deposits waiting to be completed. Please finish or wait for them before starting another.',
    TY: 'May {max} ka nang deposito na naghihintay matapos. Tapusin o hintayin muna ang mga ito bago magsimula ng bago.',
    CN: '您已有 {max} 笔存款等待完成，请先完成或等待处理后再发起新的存款。',
    TW: '您已有 {max} 筆存款等待完成，請先完成或等待處理後再發起新的存款。',
  },
  [CashierError.promoNotEligible]: {
    EN: 'This promotion is not available for this deposit.',
    TY: 'Hindi available ang promo na ito para sa depositong ito.',
    CN: '该优惠不适用于本次存款。',
    TW: '該優惠不適用於本次存款。',
  },
  [CashierError.receiptInvalid]: {
    EN: 'The receipt must be a PNG or JPG picture of at most {max}.',
    TY: 'Ang resibo ay dapat PNG o JPG na larawan na hindi hihigit sa {max}.',
    CN: '凭证必须是不超过 {max} 的 PNG 或 JPG 图片。',
    TW: '憑證必須是不超過 {max} 的 PNG 或 JPG 圖片。',
  },
  [CashierError.transferTimeInvalid]: {
    EN: 'Please enter when you made the transfer (within the last {days} days).',
    TY: 'Ilagay kung kailan ka nag-transfer (sa loob ng nakaraang {days} araw).',
    CN: '请填写转账时间（最近 {days} 天内）。',
    TW: '請填寫轉帳時間（最近 {days} 天內）。',
  },
  [CashierError.depositBadTransition]: {
    EN: 'This deposit can no longer be changed.',
    TY: 'Hindi na mababago ang depositong ito.',
    CN: '该存款已无法更改。',
    TW: '該存款已無法更改。',
  },

  // ---- Withdrawals, bank cards, withdrawal password, security questions ----
  [CashierError.bankNotOffered]: {
    EN: 'Withdrawals to this bank are not offered. Please choose a bank from the list.',
    TY: 'Hindi inaalok ang pag-withdraw sa bangkong ito. Pumili ng bangko mula sa listahan.',
    CN: '不支持提款至该银行，请从列表中选择银行。',
    TW: '不支援提款至該銀行，請從列表中選擇銀行。',
  },
  [CashierError.cardNameMismatch]: {
    EN: 'The account name must be your payee name, as on your bank account.',
    TY: 'Ang pangalan ng account ay dapat ang iyong pangalan ng tatanggap, gaya ng sa iyong bank account.',
    CN: '账户名必须与您的收款人姓名一致。',
    TW: '帳戶名必須與您的收款人姓名一致。',
  },
  [CashierError.cardNumberInvalid]: {
    EN: 'The account number must have 8 to 24 digits.',
    TY: 'Ang account number ay dapat may 8 hanggang 24 na numero.',
    CN: '账号必须为 8 至 24 位数字。',
    TW: '帳號必須為 8 至 24 位數字。',
  },
  [CashierError.cardDuplicate]: {
    EN: 'This account is already bound to your profile.',
    TY: 'Naka-bind na ang account na ito sa iyong profile.',
    CN: '该账户已绑定。',
    TW: '該帳戶已綁定。',
  },
  [CashierError.cardLimit]: {
    EN: 'You can bind at most {max} bank accounts. Remove one first.',
    TY: 'Hanggang {max} bank account lang ang maaaring i-bind. Mag-alis muna ng isa.',
    CN: '最多可绑定 {max} 个银行账户，请先删除一个。',
    TW: '最多可綁定 {max} 個銀行帳戶，請先刪除一個。',
  },
  [CashierError.cardNotFound]: {
    EN: 'Bank account not found.',
    TY: 'Hindi nahanap ang bank account.',
    CN: '找不到该银行账户。',
    TW: '找不到該銀行帳戶。',
  },
  [CashierError.cardInUse]: {
    EN: 'This bank account has a withdrawal in progress. It can be removed once the withdrawal is finished.',
    TY: 'May withdrawal pang isinasagawa sa bank account na ito. Maaari itong alisin kapag tapos na ang withdrawal.',
    CN: '该银行账户有处理中的提款，提款完成后方可删除。',
    TW: '該銀行帳戶有處理中的提款，提款完成後方可刪除。',
  },
  [CashierError.payeeNameRequired]: {
    EN: 'Please set your payee name in your profile before binding a bank account.',
    TY: 'Itakda muna ang iyong pangalan ng tatanggap sa profile bago mag-bind ng bank account.',
    CN: '绑定银行账户前，请先在个人资料中设置收款人姓名。',
    TW: '綁定銀行帳戶前，請先在個人資料中設定收款人姓名。',
  },
  [CashierError.withdrawPasswordNotSet]: {
    EN: 'Please set your withdrawal password first.',
    TY: 'Itakda muna ang iyong withdrawal password.',
    CN: '请先设置提款密码。',
    TW: '請先設定提款密碼。',
  },
  [CashierError.withdrawPasswordAlreadySet]: {
    EN: 'Your withdrawal password is already set. Enter the current one to change it.',
    TY: 'Nakatakda na ang iyong withdrawal password. Ilagay ang kasalukuyan para baguhin ito.',
    CN: '提款密码已设置，请输入当前密码以修改。',
    TW: '提款密碼已設定，請輸入目前密碼以修改。',
  },
  [CashierError.withdrawPasswordWrong]: {
    EN: 'Wrong withdrawal password. {remaining} tries left.',
    TY: 'Mali ang withdrawal password. {remaining} subok na lang ang natitira.',
    CN: '提款密码错误，还可尝试 {remaining} 次。',
    TW: '提款密碼錯誤，還可嘗試 {remaining} 次。',
  },
  [CashierError.withdrawPasswordLocked]: {
    EN: 'Too many wrong withdrawal passwords. Please try again in {minutes} minutes.',
    TY: 'Masyadong maraming maling withdrawal password. Subukan muli pagkalipas ng {minutes} minuto.',
    CN: '提款密码错误次数过多，请 {minutes} 分钟后再试。',
    TW: '提款密碼錯誤次數過多，請 {minutes} 分鐘後再試。',
  },
  [CashierError.withdrawPasswordFormat]: {
    EN: 'The withdrawal password is 6 digits.',
    TY: 'Ang withdrawal password ay 6 na numero.',
    CN: '提款密码为 6 位数字。',
    TW: '提款密碼為 6 位數字。',
  },
  [CashierError.mobileRequired]: {
    EN: 'No mobile number is bound to your account. Please contact customer service.',
    TY: 'Walang mobile number na naka-bind sa iyong account. Makipag-ugnayan sa customer service.',
    CN: '您的账户未绑定手机号码，请联系客服。',
    TW: '您的帳戶未綁定手機號碼，請聯絡客服。',
  },
  [CashierError.withdrawDailyCount]: {
    EN: "You have reached today's limit of {count} withdrawals.",
    TY: 'Naabot mo na ang limitasyon ngayong araw na {count} withdrawal.',
    CN: '您已达到今日 {count} 次提款上限。',
    TW: '您已達到今日 {count} 次提款上限。',
  },
  [CashierError.withdrawDailyAmount]: {
    EN: 'This is more than you can still withdraw today ({left}).',
    TY: 'Higit ito sa maaari mo pang i-withdraw ngayong araw ({left}).',
    CN: '超出今日剩余可提款金额（{left}）。',
    TW: '超出今日剩餘可提款金額（{left}）。',
  },
  [CashierError.withdrawTurnover]: {
    EN: 'You need to bet {remaining} more before you can withdraw.',
    TY: 'Kailangan mo pang tumaya ng {remaining} bago ka makapag-withdraw.',
    CN: '您还需投注 {remaining} 才能提款。',
    TW: '您還需投注 {remaining} 才能提款。',
  },
  [CashierError.withdrawalNotFound]: {
    EN: 'Withdrawal not found.',
    TY: 'Hindi nahanap ang withdrawal.',
    CN: '找不到该提款记录。',
    TW: '找不到該提款紀錄。',
  },
  [CashierError.withdrawalNotCancellable]: {
    EN: 'This withdrawal is already being processed and can no longer be cancelled.',
    TY: 'Pinoproseso na ang withdrawal na ito at hindi na maaaring kanselahin.',
    CN: '该提款已在处理中，无法取消。',
    TW: '該提款已在處理中，無法取消。',
  },
  [CashierError.withdrawalBadTransition]: {
    EN: 'This withdrawal can no longer be changed this way.',
    TY: 'Hindi na mababago sa ganitong paraan ang withdrawal na ito.',
    CN: '该提款已无法进行此操作。',
    TW: '該提款已無法進行此操作。',
  },
  [CashierError.notificationRefused]: {
    EN: 'Notification refused ({reason}); it is kept for review.',
    TY: 'Tinanggihan ang notification ({reason}); itinatago ito para suriin.',
    CN: '通知被拒绝（{reason}），已保留待审核。',
    TW: '通知被拒絕（{reason}），已保留待審核。',
  },
  // The security question catalogue (modules/withdrawals/security-questions.ts), by id.
  'cashier.security.question.1': {
    EN: 'What is the name of your first school?',
    TY: 'Ano ang pangalan ng una mong paaralan?',
    CN: '您就读的第一所学校叫什么名字？',
    TW: '您就讀的第一所學校叫什麼名字？',
  },
  'cashier.security.question.2': {
    EN: 'What was the name of your first pet?',
    TY: 'Ano ang pangalan ng una mong alagang hayop?',
    CN: '您的第一只宠物叫什么名字？',
    TW: '您的第一隻寵物叫什麼名字？',
  },
  'cashier.security.question.3': {
    EN: 'In which city were you born?',
    TY: 'Saang lungsod ka ipinanganak?',
    CN: '您出生在哪个城市？',
    TW: '您出生在哪個城市？',
  },
  'cashier.security.question.4': {
    EN: "What is your mother's maiden name?",
    TY: 'Ano ang apelyido ng iyong ina noong dalaga?',
    CN: '您母亲的娘家姓是什么？',
    TW: '您母親的娘家姓是什麼？',
  },
  'cashier.security.question.5': {
    EN: 'What is the name of your best childhood friend?',
    TY: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
    CN: '您童年最好的朋友叫什么名字？',
    TW: '您童年最好的朋友叫什麼名字？',
  },
  'cashier.security.question.6': {
    EN: 'What is your favourite food?',
    TY: 'Ano ang paborito mong pagkain?',
    CN: '您最喜欢的食物是什么？',
    TW: '您最喜歡的食物是什麼？',
  },
  'cashier.security.question.7': {
    EN: 'What was the make of your first car or motorbike?',
    TY: 'Ano ang tatak ng una mong kotse o motorsiklo?',
    CN: '您的第一辆汽车或摩托车是什么品牌？',
    TW: '您的第一輛汽車或機車是什麼品牌？',
  },
  'cashier.security.question.8': {
    EN: 'What is the name of the street you grew up on?',
    TY: 'Ano ang pangalan ng kalyeng kinalakhan mo?',
    CN: '您成长的街道叫什么名字？',
    TW: '您成長的街道叫什麼名字？',
  },
}
