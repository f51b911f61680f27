import {
  captchaCode,
  loginMobileNum,
  loginPassword,
  loginUsername,
  RULE_LIMITS,
  RuleMessage,
  verificationCode,
} from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import en from '@/locales/en.json'
import { loginSchema } from './login-form'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message

describe('shared login rules (contract rules.ts)', () => {
  it('loginUsername: required, 2-64 letters, digits and _.@+-, trimmed', () => {
    expect(messageOf(loginUsername.safeParse(''))).toBe(RuleMessage.usernameRequired)
    expect(messageOf(loginUsername.safeParse('   '))).toBe(RuleMessage.usernameRequired)
    expect(messageOf(loginUsername.safeParse('a'))).toBe(RuleMessage.usernameFormat)
    expect(messageOf(loginUsername.safeParse('juan 88'))).toBe(RuleMessage.usernameFormat)
    expect(messageOf(loginUsername.safeParse('x'.repeat(65)))).toBe(RuleMessage.usernameFormat)
    expect(loginUsername.parse(' jun ')).toBe('jun')
    for (const ok of ['trial_ab12cd34', '9171234567', 'ana.cruz@example.test']) expect(loginUsername.parse(ok)).toBe(ok)
  })

  it('loginPassword: required, 6-128 characters, not only spaces', () => {
    expect(messageOf(loginPassword.safeParse(''))).toBe(RuleMessage.passwordRequired)
    expect(messageOf(loginPassword.safeParse('12345'))).toBe(RuleMessage.passwordFormat)
    expect(messageOf(loginPassword.safeParse('       '))).toBe(RuleMessage.passwordFormat)
    expect(messageOf(loginPassword.safeParse('x'.repeat(129)))).toBe(RuleMessage.passwordFormat)
    expect(loginPassword.parse('123456')).toBe('123456')
    expect(loginPassword.parse(' pass word ')).toBe(' pass word ')
  })

  it('loginMobileNum: digits only, at least 7, at most 20', () => {
    expect(messageOf(loginMobileNum.safeParse(''))).toBe(RuleMessage.mobileRequired)
    expect(messageOf(loginMobileNum.safeParse('917-123'))).toBe(RuleMessage.mobileFormat)
    expect(messageOf(loginMobileNum.safeParse('123456'))).toBe(RuleMessage.mobileFormat)
    expect(messageOf(loginMobileNum.safeParse('1'.repeat(21)))).toBe(RuleMessage.mobileFormat)
    expect(loginMobileNum.parse('9171234567')).toBe('9171234567')
    expect(RULE_LIMITS.mobileMax).toBe(20)
  })

  it('verificationCode: digits only, at most 10', () => {
    expect(messageOf(verificationCode.safeParse(''))).toBe(RuleMessage.codeRequired)
    expect(messageOf(verificationCode.safeParse('12a456'))).toBe(RuleMessage.codeFormat)
    expect(messageOf(verificationCode.safeParse('1'.repeat(11)))).toBe(RuleMessage.codeFormat)
    expect(verificationCode.parse('123456')).toBe('123456')
    expect(verificationCode.parse('1234567890')).toBe('1234567890')
  })

  it('captcha: required, digits only, at most 6', () => {
    expect(messageOf(captchaCode.safeParse(''))).toBe(RuleMessage.captchaRequired)
    expect(messageOf(captchaCode.safeParse('ab12'))).toBe(RuleMessage.captchaFormat)
    expect(messageOf(captchaCode.safeParse('1234567'))).toBe(RuleMessage.captchaFormat)
    expect(captchaCode.parse('07')).toBe('07')
  })

  it('has an English text for every message key', () => {
    for (const key of Object.values(RuleMessage)) expect(en.rules).toHaveProperty(key)
  })
})

describe('loginSchema', () => {
  const values = {
    username: '',
    password: '',
    mobileNum: '',
    countryDialingCode: '63',
    smsCode: '',
    captcha: '',
    remember: false,
  }
  const failing = (result: ReturnType<ReturnType<typeof loginSchema>['safeParse']>) =>
    result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join('.')))]

  it('checks only the fields of the active method', () => {
    expect(failing(loginSchema('username', false).safeParse(values))).toEqual(['username', 'password'])
    expect(failing(loginSchema('sms', false).safeParse(values))).toEqual(['mobileNum', 'smsCode'])
  })

  it('checks the captcha only while it is shown', () => {
    const filled = { ...values, username: 'juan88', password: 'secret123' }
    expect(loginSchema('username', false).safeParse(filled).success).toBe(true)
    expect(failing(loginSchema('username', true).safeParse(filled))).toEqual(['captcha'])
    expect(loginSchema('username', true).safeParse({ ...filled, captcha: '1234' }).success).toBe(true)
  })
})
