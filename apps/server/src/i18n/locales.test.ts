import { LANGUAGES } from '@parlor/contract'
import { localeProblems } from '@parlor/contract/locale-check'
import { describe, expect, it } from 'vitest'
import { isLanguageComplete, SERVER_LOCALES, translate } from './messages.ts'

describe('the server answers errors in every language the app lists', () => {
  it.each(LANGUAGES.filter((l) => l !== 'EN'))('%s has every message of EN, with the same placeholders', (language) => {
    expect(localeProblems(SERVER_LOCALES.EN, SERVER_LOCALES[language], language, 'braces')).toEqual([])
  })

  it('fills placeholders, reads {field} as the form label in the same language, and falls back to the code', () => {
    expect(translate('register.field.invalid', 'EN', { field: 'mobileNum' })).toBe(
      'Mobile number is not valid. Please check it and try again.',
    )
    expect(translate('register.field.invalid', 'CN', { field: 'mobileNum' })).toContain('手机号码')
    expect(translate('no.such.code', 'TY')).toBe('no.such.code')
  })

  it('lets a merchant offer every language, and nothing that is not one', () => {
    expect(LANGUAGES.filter((l) => !isLanguageComplete(l))).toEqual([])
    expect(isLanguageComplete('XX')).toBe(false)
  })
})
