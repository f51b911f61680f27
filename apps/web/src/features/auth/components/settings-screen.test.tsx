import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { readSession, StorageKey } from '@/lib/storage'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const pathname = () => window.location.pathname
// The first screen of a test file waits for its lazy chunks, slow on a busy two-core machine.
const FIRST_LOAD = { timeout: 5000 }
// Journeys of many steps, on two cores shared with other suites.
const SLOW_MACHINE = { timeout: 20_000 }
const memberInfo = {
  id: 7,
  account: 'juan88',
  nickname: 'Juan the Lucky',
  type: 0,
  regDate: 1_767_225_600_000,
  toUpline: false,
  clubLabel: { labelName: 'VIP 1', type: 'VIP', rankLevel: 1 },
  email: null,
  mobile: null,
}

describe('settings screen (accounts-and-access §Settings screen)', SLOW_MACHINE, () => {
  it('sends a visitor without a session home', async () => {
    renderApp('/m/set')
    await waitFor(() => expect(pathname()).toBe('/m/home'), FIRST_LOAD)
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
  })

  it('shows the member, a change-password entry and sign-out', async () => {
    const { user } = renderApp('/m/set', {
      session: memberSession,
      handlers: { '/wps/member/info': () => jsonResponse(ok(memberInfo)) },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, FIRST_LOAD)).toBeInTheDocument()
    expect(await screen.findByText('Juan the Lucky')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    await user.click(screen.getByText('Change password'))
    await waitFor(() => expect(pathname()).toBe('/m/changePsw'))
  })
})

describe('sign-out (accounts-and-access §4 Authentication)', SLOW_MACHINE, () => {
  it('confirms, calls logout with the token, clears everything listed and lands on home', async () => {
    const logout = vi.fn(() => jsonResponse(ok(null)))
    sessionStorage.setItem(StorageKey.merchant, 'demo01')
    sessionStorage.setItem(StorageKey.trialName, 'trial_x')
    sessionStorage.setItem('PSW', 'cached')
    localStorage.setItem('savedLogin_username', JSON.stringify({ type: 'username', username: 'juan88', password: 'x' }))
    localStorage.setItem('savedLogin_sms', JSON.stringify({ type: 'sms', username: '9171234567', password: '' }))
    localStorage.setItem(StorageKey.memberInfo, '{"account":"juan88"}')
    localStorage.setItem(StorageKey.bankList, '[]')
    localStorage.setItem(StorageKey.autoLogin, '1')
    localStorage.setItem(StorageKey.language, 'EN')
    localStorage.setItem(StorageKey.deviceId, 'device-1')
    const { user, api } = renderApp('/m/set', {
      session: memberSession,
      handlers: { '/wps/session/logout': logout, '/wps/member/info': () => jsonResponse(ok(memberInfo)) },
    })
    await screen.findByText('Juan the Lucky', {}, FIRST_LOAD)

    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(pathname()).toBe('/m/home'))
    const call = api.requests.find((r) => r.url.pathname === '/wps/session/logout')
    expect(call?.method).toBe('DELETE')
    expect(call?.headers.get('Authorization')).toBe(memberSession.token)
    expect(logout).toHaveBeenCalledTimes(1)

    expect(readSession()).toBeNull()
    // All of sessionStorage goes; only the merchant is put back.
    expect({ ...sessionStorage }).toEqual({ [StorageKey.merchant]: 'demo01' })
    expect(localStorage.getItem('savedLogin_username')).toBeNull()
    expect(localStorage.getItem('savedLogin_sms')).toBeNull()
    expect(localStorage.getItem(StorageKey.memberInfo)).toBeNull()
    expect(localStorage.getItem(StorageKey.bankList)).toBeNull()
    expect(localStorage.getItem(StorageKey.autoLogin)).toBe('0')
    // Choices that are not the member's session stay.
    expect(localStorage.getItem(StorageKey.language)).toBe('EN')
    expect(localStorage.getItem(StorageKey.deviceId)).toBe('device-1')
    // The member's cached details are gone: the header offers login again.
    // (The shell keeps the old screen up until home's chunk has loaded, so the header is re-read.)
    await waitFor(
      () => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument(),
      FIRST_LOAD,
    )
    expect(screen.queryByText('Juan the Lucky')).not.toBeInTheDocument()
  })

  it('shows the signing-out notice while the server answers', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user } = renderApp('/m/set', {
      session: memberSession,
      handlers: {
        '/wps/session/logout': async () => {
          await gate
          return jsonResponse(ok(null))
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, FIRST_LOAD))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('Signing out…')).toBeInTheDocument()
    expect(readSession()).not.toBeNull()
    release()
    await waitFor(() => expect(readSession()).toBeNull())
    await waitFor(() => expect(screen.queryByText('Signing out…')).not.toBeInTheDocument())
  })
})

describe('home header when signed in', SLOW_MACHINE, () => {
  it('greets the member by nickname once member info arrives', async () => {
    renderApp('/m/home', {
      session: memberSession,
      handlers: { '/wps/member/info': () => jsonResponse(ok(memberInfo)) },
    })
    const banner = within(await screen.findByRole('banner', {}, FIRST_LOAD))
    expect(await banner.findByText('Juan the Lucky', {}, FIRST_LOAD)).toBeInTheDocument()
  })

  it('shows the account when the member has no nickname', async () => {
    renderApp('/m/home', {
      session: memberSession,
      handlers: { '/wps/member/info': () => jsonResponse(ok({ ...memberInfo, nickname: '', account: 'juan88' })) },
    })
    expect(await within(await screen.findByRole('banner', {}, FIRST_LOAD)).findByText('juan88')).toBeInTheDocument()
  })
})
