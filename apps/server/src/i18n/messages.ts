/**
 * Texts of error answers, by errorCode and language. Languages without an entry fall
 * back to EN. `{name}` placeholders are filled from the error's params.
 */
import { ErrorCode, type Language } from '@parlor/contract'

import { agentMessages } from './agent-messages.ts'
import { memberCentreMessages } from './member-centre-messages.ts'
import { pagesMessages } from './pages-messages.ts'

export type MessageTable = Record<string, Partial<Record<Language, string>> & { EN: string }>

const BASE_MESSAGES: MessageTable = {
  [ErrorCode.requestParam]: {
    EN: 'Invalid request: {detail}',
    TY: 'Hindi wastong kahilingan: {detail}',
    CN: '请求参数错误：{detail}',
  },
  [ErrorCode.requestBodyRequired]: {
    EN: 'The request body is missing or cannot be read.',
    TY: 'Walang laman o hindi mabasa ang request body.',
    CN: '请求内容缺失或无法读取。',
  },
  [ErrorCode.requestBodyMalformed]: {
    EN: 'The request body is not valid JSON.',
    TY: 'Hindi wastong JSON ang request body.',
    CN: '请求内容不是有效的 JSON。',
  },
  [ErrorCode.requestBodyTooLarge]: {
    EN: 'The request is too large.',
    TY: 'Masyadong malaki ang kahilingan.',
    CN: '请求内容过大。',
  },
  [ErrorCode.unsupportedMediaType]: {
    EN: 'This content type is not accepted here.',
    TY: 'Hindi tinatanggap dito ang ganitong content type.',
    CN: '不支持此内容类型。',
  },
  [ErrorCode.notFound]: {
    EN: 'The requested url is empty. please check your request format.',
    TY: 'Walang nahanap sa hiniling na url. Pakisuri ang format ng kahilingan.',
    CN: '请求的地址不存在，请检查请求格式。',
  },
  [ErrorCode.methodNotSupported]: {
    EN: 'http_method_not_support: this address does not accept {method}.',
    TY: 'http_method_not_support: hindi tumatanggap ng {method} ang address na ito.',
    CN: 'http_method_not_support：此地址不支持 {method}。',
  },
  [ErrorCode.functionNotAvailable]: {
    EN: '#543 This feature is under maintenance or not available.',
    TY: '#543 Ang feature na ito ay nasa maintenance o hindi available.',
    CN: '#543 此功能维护中或不可用。',
  },
  [ErrorCode.domainNotAvailable]: {
    EN: 'This site is not available. Please check the address.',
    TY: 'Hindi available ang site na ito. Pakisuri ang address.',
    CN: '该站点不可用，请检查地址。',
  },
  [ErrorCode.tooManyRequests]: {
    EN: 'Too many requests. Please try again later.',
    TY: 'Masyadong maraming kahilingan. Subukan muli mamaya.',
    CN: '请求过于频繁，请稍后再试。',
  },
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
  [ErrorCode.internal]: {
    EN: 'Unknown error',
    TY: 'Hindi kilalang error',
    CN: '未知错误',
  },
  [ErrorCode.serverBusy]: {
    EN: 'The system is busy. Please try again in a moment.',
    TY: 'Abala ang system. Pakisubukan muli maya-maya.',
    CN: '系统繁忙，请稍后再试。',
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
  member_not_found: {
    EN: 'No member with that id.',
    TY: 'Walang miyembro na may ganoong id.',
    CN: '没有该编号的会员。',
  },
  '#727': {
    EN: 'System busy: the launch request is incomplete (launchMode).',
    TY: 'Abala ang system: kulang ang kahilingan sa paglunsad (launchMode).',
    CN: '系统繁忙：启动请求不完整（launchMode）。',
  },
  '#734': {
    EN: 'The previous game has not finished. Please finish it first.',
    TY: 'Hindi pa tapos ang naunang laro. Tapusin muna ito.',
    CN: '上一局游戏尚未结束，请先完成。',
  },
  'vendor.not.available': {
    EN: '{vendor} games are not available right now. Please choose another game.',
    TY: 'Hindi available ngayon ang mga laro ng {vendor}. Pumili ng ibang laro.',
    CN: '{vendor} 游戏暂不可用，请选择其他游戏。',
  },
  'game.not.found': {
    EN: 'This game is not available.',
    TY: 'Hindi available ang larong ito.',
    CN: '该游戏不可用。',
  },
  'game.trial.not.allowed': {
    EN: 'This game has no free play. Please log in to play.',
    TY: 'Walang libreng laro para dito. Mag-login para maglaro.',
    CN: '该游戏不支持试玩，请登录后游戏。',
  },
  // Wallet and in-house games (issue 7).
  'idempotency.conflict': {
    EN: 'This request id was already used for a different request.',
    TY: 'Nagamit na ang request id na ito sa ibang kahilingan.',
    CN: '该请求编号已用于其他请求。',
  },
  'wallet.insufficient.balance': {
    EN: 'Your balance is not enough for this.',
    TY: 'Hindi sapat ang iyong balanse para dito.',
    CN: '余额不足。',
  },
  'inhouse.launch.token.invalid': {
    EN: 'This game link has expired or was already used. Please open the game again from Parlor.',
    TY: 'Expired na o nagamit na ang link ng larong ito. Buksan muli ang laro mula sa Parlor.',
    CN: '游戏链接已过期或已使用，请从 Parlor 重新打开游戏。',
  },
  'inhouse.session.invalid': {
    EN: 'Your game session has ended. Please open the game again from Parlor.',
    TY: 'Natapos na ang iyong game session. Buksan muli ang laro mula sa Parlor.',
    CN: '游戏会话已结束，请从 Parlor 重新打开游戏。',
  },
  'inhouse.bet.invalid': { EN: 'This bet cannot be placed: {detail}', CN: '无法下注：{detail}' },
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
  admin_unauthorized: {
    EN: 'Operator token missing or wrong.',
    TY: 'Wala o mali ang operator token.',
    CN: '运营令牌缺失或错误。',
  },
  merchant_not_found: {
    EN: 'No merchant with that code.',
    TY: 'Walang merchant na may ganoong code.',
    CN: '没有该代码的商户。',
  },
}

/** Names of registration fields, so `{field}` in a message reads as the form labels it. */
const FIELD_LABELS: Record<string, Partial<Record<Language, string>> & { EN: string }> = {
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

// Areas built later keep their texts in their own file.
const MESSAGES: MessageTable = { ...BASE_MESSAGES, ...agentMessages, ...memberCentreMessages, ...pagesMessages }

export function translate(code: string, language: Language, params: Record<string, string> = {}): string {
  const entry = MESSAGES[code]
  const text = entry ? (entry[language] ?? entry.EN) : code
  return text.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k] ?? ''
    const label = k === 'field' ? FIELD_LABELS[v] : undefined
    return label ? (label[language] ?? label.EN) : v
  })
}

export function hasMessage(code: string): boolean {
  return code in MESSAGES
}
