import { ErrorCode } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of sign-in, session, password and social sign-in errors. */
export const sessionMessages: MessageTable = {
  [ErrorCode.customerNotLogin]: {
    EN: 'You are not logged in, please login first',
    TY: 'Hindi ka pa naka-login, mag-login muna',
    CN: '您尚未登录，请先登录',
  },
  [ErrorCode.tokenInvalid]: {
    EN: 'The account has been logged out, please log in again',
    TY: 'Na-logout na ang account, mag-login muli',
    CN: '账号已登出，请重新登录',
  },
  [ErrorCode.loginCredErr]: {
    EN: 'The username or password is incorrect.',
    TY: 'Mali ang username o password.',
    CN: '用户名或密码错误。',
  },
  [ErrorCode.captchaError]: {
    EN: 'Please Enter The Correct Captcha Code',
    TY: 'Pakilagay ang tamang captcha code',
    CN: '请输入正确的验证码',
  },
  [ErrorCode.tooManyRequestLogin]: {
    EN: 'Too many failed logins. Please try again in {minutes} minutes.',
    TY: 'Masyadong maraming bigong pag-login. Subukan muli pagkalipas ng {minutes} minuto.',
    CN: '登录失败次数过多，请在 {minutes} 分钟后重试。',
  },
  [ErrorCode.tooManyRequestSms]: {
    EN: 'Too many codes requested. Please try again in {seconds} seconds.',
    TY: 'Masyadong maraming code ang hiniling. Subukan muli pagkalipas ng {seconds} segundo.',
    CN: '验证码请求过于频繁，请在 {seconds} 秒后重试。',
  },
  [ErrorCode.inNeedTrueAccount]: {
    EN: 'Please Register An Account First',
    TY: 'Mangyaring magrehistro muna ng account',
    CN: '请先注册正式账号',
  },
  [ErrorCode.modifyNewOldSame]: {
    EN: 'The new password and the old password cannot be the same',
    TY: 'Hindi maaaring magkapareho ang bago at lumang password',
    CN: '新密码不能与旧密码相同',
  },
  [ErrorCode.oldPasswordIncorrect]: {
    EN: 'The old password is incorrect.',
    TY: 'Mali ang lumang password.',
    CN: '旧密码错误。',
  },
  [ErrorCode.passwordConfirmMismatch]: {
    EN: 'Confirmation password not matched',
    TY: 'Hindi tugma ang kumpirmasyon ng password',
    CN: '两次输入的密码不一致',
  },
  [ErrorCode.passwordFormat]: {
    EN: 'Password format is incorrect',
    TY: 'Mali ang format ng password',
    CN: '密码格式不正确',
  },
  [ErrorCode.passwordChangeRequired]: {
    EN: 'Please change your password before continuing.',
    TY: 'Pakipalitan muna ang iyong password bago magpatuloy.',
    CN: '请先修改密码再继续。',
  },
  [ErrorCode.legacyEncryptionDisabled]: {
    EN: 'This site does not accept the old encryption. Please update the app.',
    TY: 'Hindi tumatanggap ang site na ito ng lumang encryption. Paki-update ang app.',
    CN: '本站不再接受旧版加密，请更新应用。',
  },
  [ErrorCode.bindCustomerRequired]: {
    EN: 'No account uses this phone number yet. Please register or bind it to your account first.',
    TY: 'Wala pang account na gumagamit ng numerong ito. Mag-register o i-bind muna ito sa iyong account.',
    CN: '该手机号尚未绑定账户，请先注册或绑定。',
  },
  [ErrorCode.oauthCodeInvalid]: {
    EN: 'This sign-in link has expired or was already used. Please sign in again.',
    TY: 'Nag-expire na o nagamit na ang sign-in link na ito. Mag-sign in muli.',
    CN: '该登录链接已过期或已使用，请重新登录。',
  },
}
