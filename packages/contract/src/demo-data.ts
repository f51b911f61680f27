/**
 * The register settings of the seeded demo merchants, `demo` and `demo2`: the server seed writes
 * them and the web's auth tests render against them, so both read this one copy. Imported through
 * `@parlor/contract/demo-data` only (not the package index), so it stays out of the web bundle.
 * Edit it when the demo merchants' registration form should change; the web tests follow.
 */
import type { RegisterField, RegisterSettings } from './system.ts'

const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterField => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength })

/** `demo`: captcha on, affiliate code optional. */
export const demoRegister: RegisterSettings = {
  username: field(true, true, '^[A-Za-z][A-Za-z0-9]*$', 1, 4, 16),
  password: field(true, true, '^[\\x21-\\x7e]+$', 4, 8, 64),
  payeeName: field(true, false, '*', 8, 2, 50),
  email: field(true, false, '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', 3, 5, 254),
  mobileNum: field(true, false, '^[0-9]+$', 6, 7, 15),
  captcha: field(true, true, '*', 0, 4, 6),
  affiliateCode: field(true, false, '^[A-Za-z0-9]+$', 4, 4, 20),
  qqNum: field(false, false, '^[0-9]+$', 6, 5, 12),
  recommenderId: field(false, false, '*', 0, 1, 20),
  paymentPassword: field(false, false, '^[0-9]+$', 6, 6, 6),
  line: field(false, false, '*', 9, 1, 50),
  whatsapp: field(false, false, '^[0-9]+$', 6, 7, 15),
  facebook: field(false, false, '*', 9, 1, 100),
  wechat: field(false, false, '*', 9, 1, 50),
  idNumber: field(false, false, '^[A-Za-z0-9]+$', 4, 5, 30),
}

/** `demo2`: no captcha; email, mobile and affiliate required; stricter username and password. */
export const demo2Register: RegisterSettings = {
  ...demoRegister,
  username: field(true, true, '^[a-z0-9]+$', 4, 6, 12),
  password: field(true, true, '^(?=.*[A-Z])[A-Za-z0-9]+$', 7, 8, 20),
  email: field(true, true, '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', 3, 5, 254),
  payeeName: field(false, false, '*', 8, 2, 50),
  mobileNum: field(true, true, '^[0-9]+$', 6, 8, 12),
  captcha: field(false, false, '*', 0, 4, 6),
  whatsapp: field(true, false, '^[0-9]+$', 6, 7, 15),
  affiliateCode: field(true, true, '^[A-Za-z0-9]+$', 4, 4, 20),
}
