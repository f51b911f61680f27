import type { LoginAnswer } from '@parlor/contract'

/** A successful sign-in answer for the member juan88 (id 7) of the auth screens' tests. */
export const loginAnswer = (overrides: Partial<LoginAnswer> = {}): LoginAnswer => ({
  id: 7,
  token: 'tok-new-1',
  userName: 'juan88',
  customerName: 'juan88',
  customerType: 0,
  type: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  changePassword: false,
  ...overrides,
})
