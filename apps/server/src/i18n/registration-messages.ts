import type { MessageTable } from './message-table.ts'

/** Texts of registration errors. */
export const registrationMessages: MessageTable = {
  'register.field.invalid': {
    EN: '{field} is not valid. Please check it and try again.',
    TY: 'Hindi wasto ang {field}. Pakisuri at subukan muli.',
    CN: '{field}格式不正确，请检查后重试。',
  },
  'username.exists': {
    EN: 'Sorry, the username already exists.',
    TY: 'Paumanhin, may gumagamit na ng username na ito.',
    CN: '抱歉，该用户名已存在。',
  },
  invitation_code_error: {
    EN: 'Invalid invitation code',
    TY: 'Hindi wastong invitation code',
    CN: '邀请码无效',
  },
  'verification.code.error': {
    EN: 'Verification code error',
    TY: 'Mali ang verification code',
    CN: '验证码错误',
  },
}

/** Names of registration fields, so `{field}` in a message reads as the form labels it. */
export const FIELD_LABELS: MessageTable = {
  username: { EN: 'Username', TY: 'Username', CN: '用户名' },
  password: { EN: 'Password', TY: 'Password', CN: '密码' },
  confirmPassword: { EN: 'Confirm password', TY: 'Kumpirmahin ang password', CN: '确认密码' },
  mobileNum: { EN: 'Mobile number', TY: 'Numero ng mobile', CN: '手机号码' },
  verificationCode: { EN: 'Verification code', TY: 'Verification code', CN: '验证码' },
  email: { EN: 'Email', TY: 'Email', CN: '邮箱' },
  payeeName: { EN: 'Payee name', TY: 'Pangalan ng tatanggap', CN: '收款人姓名' },
  captcha: { EN: 'Captcha', TY: 'Captcha', CN: '图形验证码' },
  affiliateCode: { EN: 'Invitation code', TY: 'Invitation code', CN: '邀请码' },
  paymentPassword: { EN: 'Withdrawal password', TY: 'Password sa pag-withdraw', CN: '取款密码' },
  agree: { EN: 'Agreement', TY: 'Kasunduan', CN: '协议' },
}
