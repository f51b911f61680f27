import { describe, expect, it } from 'vitest'
import {
  decodeSavedPassword,
  encodeSavedPassword,
  readDeviceId,
  readSavedLogin,
  StorageKey,
  writeSavedLogin,
} from './storage'

describe('saved logins', () => {
  it('stores the password as base64 of base64 and reads it back, any script included', () => {
    for (const password of ['demo1234', 'pässwörd', '密码123456', '']) {
      expect(decodeSavedPassword(encodeSavedPassword(password))).toBe(password)
    }
    expect(encodeSavedPassword('demo1234')).toBe(btoa(btoa('demo1234')))
  })

  it('keeps each method apart and ignores entries it cannot read', () => {
    writeSavedLogin({ type: 'username', username: 'juan88', password: 'secret123' })
    writeSavedLogin({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '63' })
    expect(readSavedLogin('username')).toEqual({ type: 'username', username: 'juan88', password: 'secret123' })
    expect(readSavedLogin('sms')).toEqual({
      type: 'sms',
      username: '9171234567',
      password: '',
      countryDialingCode: '63',
    })

    localStorage.setItem('savedLogin_username', '{broken')
    expect(readSavedLogin('username')).toBeNull()
    localStorage.setItem('savedLogin_username', JSON.stringify({ type: 'sms', username: 'x', password: '' }))
    expect(readSavedLogin('username')).toBeNull()
    localStorage.setItem('savedLogin_username', JSON.stringify({ type: 'username', username: 'x', password: '%%%' }))
    expect(readSavedLogin('username')).toEqual({ type: 'username', username: 'x', password: '' })
  })
})

describe('device id', () => {
  it('is a v4 UUID made once and kept in SHELL_deviceId', () => {
    const id = readDeviceId()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(localStorage.getItem(StorageKey.deviceId)).toBe(id)
    expect(readDeviceId()).toBe(id)
  })
})
