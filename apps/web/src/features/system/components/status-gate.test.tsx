import { encodeServicePath } from '@parlor/contract/cs-link'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StorageKey } from '@/lib/storage'
import { fail, jsonResponse, makeStatus, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

describe('status gate', () => {
  it('asks for the status of this host as a mobile client before showing the app', async () => {
    const { api } = renderApp('/m/home')
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Parlor' })).toBeInTheDocument()
    const call = api.requests.find((r) => r.url.pathname === '/wps/system/status')
    expect(call?.url.searchParams.get('device')).toBe('MOBILE')
    expect(call?.url.searchParams.get('url')).toBe(window.location.host)
  })

  it('caches the answer and seeds the merchant', async () => {
    renderApp('/m/home')
    await screen.findByRole('heading', { name: 'Welcome to Lucky Parlor' })
    expect(JSON.parse(localStorage.getItem(StorageKey.status) ?? 'null')).toMatchObject({
      info: { merchantCode: 'demo01' },
    })
    expect(sessionStorage.getItem(StorageKey.merchant)).toBe('demo01')
    expect(localStorage.getItem(StorageKey.merchant)).toBe('demo01')
  })

  it('does not overwrite a merchant that is already set', async () => {
    localStorage.setItem(StorageKey.merchant, 'chosen')
    renderApp('/m/home')
    await screen.findByRole('heading', { name: 'Welcome to Lucky Parlor' })
    expect(localStorage.getItem(StorageKey.merchant)).toBe('chosen')
  })

  it('shows the maintenance page when maintenance is set', async () => {
    renderApp('/m/home', { status: makeStatus({ maintenance: true }) })
    expect(await screen.findByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument()
    expect(screen.getByText('System upgrading, please try again later.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument()
  })

  it('prefers maintenance when the region is also restricted', async () => {
    renderApp('/m/home', { status: makeStatus({ maintenance: true, regionRestriction: true }) })
    expect(await screen.findByRole('heading', { name: 'The platform is under maintenance' })).toBeInTheDocument()
    expect(screen.queryByText(/203\.0\.113\.7/)).not.toBeInTheDocument()
  })

  it('shows the region page with the visitor IP and the decoded service link', async () => {
    const status = makeStatus({
      regionRestriction: true,
      location: { ip: '198.51.100.23', countryCode: 'US' },
      info: {
        customerService: [
          { title: 'broken', csType: 'CS', path: 'short' },
          { title: 'CS', csType: 'CS', path: encodeServicePath('https://help.example.test/chat', 'k3y8abcd') },
        ],
      },
    })
    renderApp('/m/withdraw', { status })
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument()
    expect(screen.getByText('Your IP address')).toBeInTheDocument()
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://help.example.test/chat',
    )
  })

  it('never links a service path that is not a web address', async () => {
    const status = makeStatus({
      regionRestriction: true,
      info: {
        customerService: [{ title: 'CS', csType: 'CS', path: encodeServicePath('javascript:alert(1)', 'k3y8abcd') }],
      },
    })
    renderApp('/m/home', { status })
    await screen.findByRole('heading', { name: 'Access restricted' })
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).not.toBeInTheDocument()
  })

  it('shows an error screen with retry when status cannot load, and recovers', async () => {
    let attempts = 0
    const { user } = renderApp('/m/home', {
      handlers: {
        '/wps/system/status': () => {
          attempts += 1
          return attempts === 1 ? jsonResponse(fail('domain_not_available'), 400) : jsonResponse(ok(makeStatus()))
        },
      },
    })
    expect(await screen.findByRole('heading', { name: 'Unable to load the app' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Parlor' })).toBeInTheDocument()
  })

  it('starts from the cached answer while a fresh one loads', async () => {
    localStorage.setItem(StorageKey.status, JSON.stringify(makeStatus({ info: { merchantName: 'Cached Parlor' } })))
    let answer: (r: Response) => void = () => {}
    renderApp('/m/home', {
      handlers: { '/wps/system/status': () => new Promise<Response>((resolve) => (answer = resolve)) },
    })
    expect(await screen.findByRole('heading', { name: 'Welcome to Cached Parlor' })).toBeInTheDocument()
    answer(jsonResponse(ok(makeStatus({ info: { merchantName: 'Fresh Parlor' } }))))
    expect(await screen.findByRole('heading', { name: 'Welcome to Fresh Parlor' })).toBeInTheDocument()
  })

  it('leaves maintenance once a retry says the platform is back', async () => {
    let maintenance = true
    const { user } = renderApp('/m/maintenance', {
      status: makeStatus({ maintenance: true }),
      handlers: { '/wps/system/status': () => jsonResponse(ok(makeStatus({ maintenance }))) },
    })
    await screen.findByRole('heading', { name: 'The platform is under maintenance' })
    maintenance = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
    expect(await screen.findByRole('heading', { name: 'Welcome to Lucky Parlor' })).toBeInTheDocument()
  })
})
