import { StaffErrorCode } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of back-office sign-in, staff management and access errors (merchant/member misses: common). */
export const staffMessages: MessageTable = {
  [StaffErrorCode.unauthorized]: {
    EN: 'Please sign in to the back office.',
    TY: 'Mag-sign in muna sa back office.',
    CN: '请先登录后台。',
    TW: '請先登入後台。',
  },
  [StaffErrorCode.forbidden]: {
    EN: 'Your role does not allow this.',
    TY: 'Hindi ito pinapayagan ng iyong role.',
    CN: '您的角色无权执行此操作。',
    TW: '您的角色無權執行此操作。',
  },
  [StaffErrorCode.outOfScope]: {
    EN: 'This is outside the merchants you may manage.',
    TY: 'Labas ito sa mga merchant na maaari mong pamahalaan.',
    CN: '超出了您可管理的商户范围。',
    TW: '超出了您可管理的商戶範圍。',
  },
  [StaffErrorCode.badCredentials]: {
    EN: 'Wrong username or password.',
    TY: 'Maling username o password.',
    CN: '用户名或密码错误。',
    TW: '使用者名稱或密碼錯誤。',
  },
  [StaffErrorCode.badOtp]: {
    EN: 'That code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
    TY: 'Hindi wasto ang code. Ilagay ang kasalukuyang code mula sa authenticator app o isang hindi pa nagamit na recovery code.',
    CN: '验证码无效。请输入身份验证器中的当前验证码或一个未使用的恢复码。',
    TW: '驗證碼無效。請輸入驗證器中的目前驗證碼或一組未使用的復原碼。',
  },
  [StaffErrorCode.ticketExpired]: {
    EN: 'The sign-in step has expired. Please enter your password again.',
    TY: 'Nag-expire na ang hakbang ng pag-sign in. Ilagay muli ang iyong password.',
    CN: '登录步骤已过期，请重新输入密码。',
    TW: '登入步驟已過期，請重新輸入密碼。',
  },
  [StaffErrorCode.locked]: {
    EN: 'Too many failed attempts. Try again after {time}.',
    TY: 'Masyadong maraming maling pagsubok. Subukang muli pagkatapos ng {time}.',
    CN: '失败次数过多，请在 {time} 之后再试。',
    TW: '失敗次數過多，請在 {time} 之後再試。',
  },
  [StaffErrorCode.disabled]: {
    EN: 'This staff account is disabled.',
    TY: 'Naka-disable ang staff account na ito.',
    CN: '该员工账号已停用。',
    TW: '該員工帳號已停用。',
  },
  [StaffErrorCode.usernameTaken]: {
    EN: 'That username is already taken.',
    TY: 'May gumagamit na ng username na iyan.',
    CN: '该用户名已被使用。',
    TW: '該使用者名稱已被使用。',
  },
  [StaffErrorCode.notFound]: {
    EN: 'No such staff member or API key.',
    TY: 'Walang ganoong staff o API key.',
    CN: '没有该员工或 API 密钥。',
    TW: '沒有該員工或 API 金鑰。',
  },
  [StaffErrorCode.ownerRequired]: {
    EN: 'Only an owner may manage owners and admins.',
    TY: 'Owner lamang ang maaaring mamahala ng mga owner at admin.',
    CN: '只有所有者可以管理所有者和管理员。',
    TW: '只有擁有者可以管理擁有者和管理員。',
  },
  [StaffErrorCode.lastOwner]: {
    EN: 'The last active owner cannot be disabled or given another role.',
    TY: 'Hindi maaaring i-disable o palitan ng role ang huling aktibong owner.',
    CN: '最后一位有效的所有者不能被停用或更改角色。',
    TW: '最後一位有效的擁有者不能被停用或變更角色。',
  },
  [StaffErrorCode.sameApprover]: {
    EN: 'A second staff member must approve this adjustment.',
    TY: 'Ibang staff ang dapat mag-apruba ng adjustment na ito.',
    CN: '此调整须由另一位员工审批。',
    TW: '此調整須由另一位員工審批。',
  },
  [StaffErrorCode.adjustmentState]: {
    EN: 'This adjustment is no longer waiting for a decision.',
    TY: 'Hindi na naghihintay ng desisyon ang adjustment na ito.',
    CN: '此调整已不在待审批状态。',
    TW: '此調整已不在待審批狀態。',
  },
  [StaffErrorCode.insufficientBalance]: {
    EN: 'The balance is too low for this adjustment.',
    TY: 'Kulang ang balanse para sa adjustment na ito.',
    CN: '余额不足，无法进行此调整。',
    TW: '餘額不足，無法進行此調整。',
  },

  [StaffErrorCode.invalidSettings]: {
    EN: 'These settings are not valid: {detail}.',
    TY: 'Hindi wasto ang mga setting na ito: {detail}.',
    CN: '设置无效：{detail}。',
    TW: '設定無效：{detail}。',
  },
}
