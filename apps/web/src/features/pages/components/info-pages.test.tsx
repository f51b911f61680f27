import { encodeServicePath } from '@parlor/contract/cs-link'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { announcement, announcements } from '@/testing/announcements'
import { fail, jsonResponse, makeStatus, memberSession, ok, trialSession } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { webServiceLinks } from '@/lib/merchant/use-customer-service-url'

describe('download page', { timeout: 20_000 }, () => {
  it('offers the Android, iOS and profile links of the merchant with the iOS 12.4 note', async () => {
    const status = makeStatus({
      info: {
        resources: [
          { resourceType: 'Android', url: '/downloads/app.apk' },
          { resourceType: 'IOS', url: '/downloads/app.ipa' },
          { resourceType: 'MOBILECONFIG', url: '/downloads/app.mobileconfig' },
        ],
      },
    })
    renderApp('/m/download', { status })
    const android = await screen.findByRole('link', { name: 'Download for Android' }, { timeout: 8000 })
    expect(android).toHaveAttribute('href', '/downloads/app.apk')
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', '/downloads/app.ipa')
    expect(screen.getByRole('link', { name: 'Install the iOS profile' })).toHaveAttribute(
      'href',
      '/downloads/app.mobileconfig',
    )
    expect(screen.getByRole('note')).toHaveTextContent('iOS 12.4 or later')
  })

  it('offers only the platforms with a link: the profile alone, with how to install it and no iOS app note', async () => {
    const status = makeStatus({
      info: { resources: [{ resourceType: 'MOBILECONFIG', url: '/downloads/demo01.mobileconfig' }] },
    })
    renderApp('/m/download', { status })
    const profile = await screen.findByRole('link', { name: 'Install the iOS profile' }, { timeout: 8000 })
    expect(profile).toHaveAttribute('href', '/downloads/demo01.mobileconfig')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(
      screen.getByText('After the profile downloads, open Settings → Profile Downloaded to install it.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('says so when the merchant offers no download', async () => {
    renderApp('/m/download')
    expect(await screen.findByText('No app download is offered yet.', {}, { timeout: 8000 })).toBeInTheDocument()
  })
})

describe('user agreement', { timeout: 20_000 }, () => {
  it("shows the merchant's age limit and sanitised text", async () => {
    renderApp('/m/useragreement', {
      handlers: {
        '/wps/system/userAgreement': () =>
          jsonResponse(
            ok({ merchantName: 'Lucky Star', ageLimit: 21, content: '<p>Be 21<script>window.__a=1</script></p>' }),
          ),
      },
    })
    expect(await screen.findByTestId('agreement-age', {}, { timeout: 8000 })).toHaveTextContent(
      'You must be at least 21 years old to play.',
    )
    expect(screen.getByText('Be 21')).toBeInTheDocument()
    expect(document.querySelector('.agreement__body script')).toBeNull()
    expect(
      screen.getByText(
        'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com',
      ),
    ).toBeInTheDocument()
  })
})

describe('invite friends', { timeout: 20_000 }, () => {
  it('shows the referral code and link', async () => {
    renderApp('/m/inviteFriends', {
      session: memberSession,
      handlers: {
        '/wps/member/referral': () =>
          jsonResponse(ok({ referralCode: 'K7XQ2MPA', registerPath: '/m/register?r=K7XQ2MPA' })),
      },
    })
    expect(await screen.findByTestId('invite-code', {}, { timeout: 8000 })).toHaveTextContent('K7XQ2MPA')
    expect(screen.getByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/m/register?r=K7XQ2MPA`)
  })

  it('shows the contact-service notice without a REFERRAL promotion', async () => {
    renderApp('/m/inviteFriends', {
      session: memberSession,
      handlers: { '/wps/member/referral': () => jsonResponse(fail('function.not.available'), 400) },
    })
    expect(await screen.findByText('Invite friends is not available', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument()
  })

  it('asks trial accounts for a real account and guests to log in', async () => {
    const trial = renderApp('/m/inviteFriends', { session: trialSession })
    expect(await screen.findByRole('heading', { name: /real account/ }, { timeout: 8000 })).toBeInTheDocument()
    expect(trial.api.requests.some((r) => r.url.pathname === '/wps/member/referral')).toBe(false)
    trial.unmount()
    sessionStorage.clear()
    localStorage.clear()
    const guest = renderApp('/m/inviteFriends')
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/m/login'), { timeout: 8000 })
  })
})

describe('customer service', { timeout: 20_000 }, () => {
  it('lists the decrypted links and drops anything that is not a web address', async () => {
    const status = makeStatus({
      info: {
        customerService: [
          { title: 'WHATSAPP', csType: 'WHATSAPP', path: encodeServicePath('https://wa.me/639171234567', 'wHaT5ap1') },
          { title: 'EVIL', csType: 'CS', path: encodeServicePath('javascript:alert(1)', 'eViL0000') },
        ],
      },
    })
    renderApp('/m/service', { status })
    const link = await screen.findByRole('link', { name: 'Chat with us on WHATSAPP' }, { timeout: 8000 })
    expect(link).toHaveAttribute('href', 'https://wa.me/639171234567')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByText(/EVIL/)).toBeNull()
  })

  it('keeps only http(s) links', () => {
    const decode = (p: string) => p
    expect(
      webServiceLinks(
        [
          { title: 'A', csType: 'CS', path: 'https://a.example' },
          { title: 'B', csType: 'CS', path: 'data:text/html,x' },
        ],
        decode,
      ),
    ).toEqual([{ title: 'A', csType: 'CS', url: 'https://a.example' }])
  })
})

describe('agent announcements', { timeout: 20_000 }, () => {
  it('lists type A notices and marks one read when opened', async () => {
    const marked: string[] = []
    const notice = announcement({
      id: 41,
      announcementId: 41,
      bannerId: 41,
      type: 'A',
      title: 'Commission day',
      content: '<p>Paid Friday</p>',
      groupName: null,
    })
    const { user } = renderApp('/m/member/notice?types=A', {
      session: memberSession,
      handlers: {
        '/wps/relay/MCSFE_getListAnnouncements': (r) => {
          expect(r.url.searchParams.get('types')).toBe('A')
          return jsonResponse(ok(announcements({ agent: [notice], footer: { unreadCount: 1 } })))
        },
        '/wps/relay/MCSFE_markAnnouncementAsRead': (r) => {
          marked.push(r.body ?? '')
          return jsonResponse(ok(null))
        },
      },
    })
    await user.click(await screen.findByText('Commission day', {}, { timeout: 8000 }))
    await waitFor(() => expect(marked).toEqual([JSON.stringify({ announcementId: 41, read: true })]))
  })
})
