import { fieldsFor, firstRegisterFailure } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { demo2Flags, demo2Register, demoFlags, demoRegister } from '../testing/register-settings'
import { initialTab, needsSmsCode, offeredTabs } from './register-rules'

describe('registration tab rule (accounts-and-access §Registration screen)', () => {
  it('opens on mobile only when mobile registration is on and username registration is off', () => {
    expect(initialTab({ MOBILENUMREG3: true, USERNAMEREG3: false })).toBe('mobile')
    expect(initialTab({ MOBILENUMREG3: true, USERNAMEREG3: true })).toBe('username')
    expect(initialTab({ MOBILENUMREG3: false, USERNAMEREG3: false })).toBe('username')
    expect(initialTab(demo2Flags)).toBe('mobile')
    expect(offeredTabs(demoFlags)).toEqual(['username', 'mobile'])
    expect(offeredTabs(demo2Flags)).toEqual(['mobile'])
  })

  it('asks for an SMS code on the username tab only when a number is given (REGMOBVERF3)', () => {
    expect(needsSmsCode('username', demoFlags, '')).toBe(false)
    expect(needsSmsCode('username', demoFlags, '9171234567')).toBe(true)
    expect(needsSmsCode('mobile', {}, '')).toBe(true)
  })
})

describe('fields from the merchant settings', () => {
  it('renders different fields for the two demo merchants', () => {
    expect(fieldsFor(demoRegister, 'username', true)).toEqual([
      'username',
      'mobileNum',
      'password',
      'payeeName',
      'email',
      'affiliateCode',
      'captcha',
    ])
    expect(fieldsFor(demo2Register, 'mobile', true)).toEqual([
      'mobileNum',
      'password',
      'email',
      'affiliateCode',
      'whatsapp',
    ])
  })

  it('validates the same value differently per merchant', () => {
    const values = { username: 'Juan88', password: 'goodpass99', confirmPassword: 'goodpass99', captcha: '1234' }
    const opts = { mobilePassword: true, smsCode: false }
    expect(firstRegisterFailure(demoRegister, values, 'username', opts)).toBeNull()
    // demo2: lower-case usernames of 6-12 characters and a capital letter in the password.
    expect(firstRegisterFailure(demo2Register, values, 'username', opts)?.field).toBe('username')
    const mobile = { mobileNum: '9171234567', password: 'goodpass99', confirmPassword: 'goodpass99' }
    expect(firstRegisterFailure(demo2Register, mobile, 'mobile', opts)).toMatchObject({
      field: 'password',
      messageKey: 'reg_pattern_7',
    })
    expect(
      firstRegisterFailure(
        demo2Register,
        { ...mobile, password: 'Goodpass99', confirmPassword: 'Goodpass99' },
        'mobile',
        opts,
      ),
    ).toMatchObject({ field: 'email', messageKey: 'reg_required_email' })
  })
})
