import { MODULE_IDS, type Whitelabel } from '@parlor/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, makeStatus, memberSession, ok, type stubApi, trialSession } from '@/testing/fixtures'
import { announcement, announcements } from '@/testing/announcements'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const allOn: Whitelabel = Object.fromEntries(MODULE_IDS.map((m) => [m, true]))
const memberInfo = {
  id: 7,
  account: 'juan88',
  nickname: 'Juan the Lucky',
  type: 0,
  regDate: Date.now() - 10 * 86_400_000 - 3_600_000,
  toUpline: true,
  clubLabel: { labelName: 'VIP 2', type: 'AUTO', rankLevel: 2 },
  email: null,
  mobile: null,
}
// The REFERRAL switch is a promotion notice (type PR); the joinable promotions list is apart.
const promotionNotices = announcements({
  promotion: [announcement({ type: 'PR', title: 'Invite', category: 'REFERRAL', promotionType: 'REFERRAL' })],
})
const pathname = () => window.location.pathname

function centre(opts: { flags?: Whitelabel; memCen?: string; session?: typeof memberSession; info?: object } = {}) {
  return renderApp('/m/mine', {
    status: makeStatus({
      info: { whitelabelVal: opts.flags ?? allOn, mobileTemplate: { mem_cen: opts.memCen ?? '1' } },
    }),
    session: opts.session,
    handlers: {
      '/wps/member/info': () => jsonResponse(ok({ ...memberInfo, ...opts.info })),
      '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(promotionNotices)),
      '/wps/relay/MCSFE_getMerchantAvailablePromotions': () => jsonResponse(ok([])),
      '/wps/relay/MCSFE_getAvailablePromotions': () => jsonResponse(ok([])),
      '/wps/member/info/icon': () => jsonResponse(ok({ url: null })),
      '/wps/v2/wallets/balance': () =>
        jsonResponse(
          ok({
            sumBalance: 12.5,
            balance: [{ accountTypeId: 1, availBalance: 12.5 }],
            currency: 'PHP',
            currencySymbol: '₱',
          }),
        ),
    },
  })
}

describe('member centre (accounts-and-access §Member centre)', { timeout: 20_000 }, () => {
  it('shows guests the sign-in prompt and sends member-only entries to login', async () => {
    const { user } = centre()
    expect(await screen.findByText(/Log in or register/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Agency centre' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Transfer to upline' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Referral links' }))
    await waitFor(() => expect(pathname()).toBe('/m/login'))
  })

  it('shows the member block with VIP label, registered days, and renews member info on every entry', async () => {
    const { user, api } = centre({ session: memberSession })
    expect(await screen.findByText('Juan the Lucky', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByTestId('mc-account')).toHaveTextContent('juan88')
    expect(screen.getByText('Joined 10 days')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Transfer to upline' })).toBeInTheDocument()
    const infoCalls = () => api.requests.filter((r) => r.url.pathname === '/wps/member/info').length
    const before = infoCalls()
    await user.click(screen.getByRole('link', { name: 'VIP 2' }))
    await waitFor(() => expect(pathname()).toBe('/m/member/benefits'))
    window.history.back()
    await waitFor(() => expect(pathname()).toBe('/m/mine'))
    await waitFor(() => expect(infoCalls()).toBeGreaterThan(before))
  })

  it('shows the VIP label without a link when MEMCLUB3 is off, and the base look by mem_cen', async () => {
    centre({ session: memberSession, flags: { ...allOn, MEMCLUB3: false }, memCen: '0' })
    expect(await screen.findByText('VIP 2', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'VIP 2' })).not.toBeInTheDocument()
    expect(document.querySelector('.member-centre')?.getAttribute('data-look')).toBe('base')
  })

  it('shows the agency centre to agents and hides upline transfer from type 2', async () => {
    centre({ session: { ...memberSession, type: 2 }, info: { type: 2 } })
    expect(await screen.findByRole('button', { name: 'Agency centre' }, FIRST_LOAD)).toBeInTheDocument()
    await screen.findByText('juan88')
    expect(screen.queryByRole('button', { name: 'Transfer to upline' })).not.toBeInTheDocument()
  })

  it('keeps trial accounts on the page with the real-account notice', async () => {
    const { user } = centre({ session: trialSession, info: { type: 4, toUpline: false } })
    await user.click(await screen.findByRole('button', { name: 'Deposit record' }, FIRST_LOAD))
    expect(await screen.findByText(/real account/i)).toBeInTheDocument()
    expect(pathname()).toBe('/m/mine')
  })
})

/** The profile screen of a member whose security overview `fields` gives (read on every load). */
function profile(
  fields: () => { payeeName: string | null; nickname: string | null; birthDate: string | null },
  handlers: Parameters<typeof stubApi>[0],
) {
  return renderApp('/m/member/profile', {
    session: memberSession,
    handlers: {
      '/wps/member/info': () => jsonResponse(ok(memberInfo)),
      '/wps/member/info/icon': () => jsonResponse(ok({ url: null })),
      '/wps/member/securityConfig': () =>
        jsonResponse(
          ok({
            mobile: null,
            email: null,
            ...fields(),
            withdrawPassword: false,
            passwordChangedAt: 0,
            recentLogins: [],
          }),
        ),
      ...handlers,
    },
  })
}

describe('profile', { timeout: 20_000 }, () => {
  it('checks the nickname before sending, shows the server refusal, and sends a valid one', async () => {
    let sent: string | null = null
    let refuse = true
    const { user } = profile(() => ({ payeeName: null, nickname: 'Juan the Lucky', birthDate: null }), {
      '/wps/member/info/nickname': (r) => {
        sent = r.body
        if (refuse) return jsonResponse(fail('TOO_MANY_REQUEST', 'Too many changes, try later'), 429)
        return jsonResponse(ok(null))
      },
    })
    const input = await screen.findByRole('textbox', { name: 'Nickname' }, FIRST_LOAD)
    await waitFor(() => expect(input).toHaveValue('Juan the Lucky'))
    await user.clear(input)
    await user.type(input, '<b>')
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement)
    expect(await screen.findByText(/2 to 20 letters/)).toBeInTheDocument()
    expect(sent).toBeNull()

    await user.clear(input)
    await user.type(input, 'Juan Star')
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement)
    expect(await screen.findByText('Too many changes, try later')).toBeInTheDocument()
    expect(JSON.parse(sent ?? '{}')).toEqual({ nickname: 'Juan Star' })

    refuse = false
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement)
    await waitFor(() => expect(screen.queryByText('Too many changes, try later')).not.toBeInTheDocument())
  })

  it('sets the date of birth once: the server’s refusal shown at the field, then the date, locked', async () => {
    let birthDate: string | null = null
    const sent: string[] = []
    profile(() => ({ payeeName: 'Juan Dela Cruz', nickname: 'Juan', birthDate }), {
      '/wps/member/info/birthdate': (r) => {
        const date = (JSON.parse(r.body ?? '{}') as { birthDate: string }).birthDate
        sent.push(date)
        if (date > '2008-11-29')
          return jsonResponse(fail('birthdate.age.err', 'You must be at least 18 years old to play here.'), 400)
        birthDate = date
        return jsonResponse(ok(null))
      },
    })
    const heading = await screen.findByRole('heading', { name: 'Date of birth' }, FIRST_LOAD)
    const input = heading.closest('section')?.querySelector('input') as HTMLInputElement
    // The phone's date picker, named by the field's heading.
    expect(input).toHaveAttribute('type', 'date')
    expect(input.labels?.[0]).toHaveTextContent('Date of birth')
    const save = () =>
      fireEvent.click(within(input.closest('section') as HTMLElement).getByRole('button', { name: 'Save' }))
    save()
    expect(await screen.findByText('Enter your date of birth.')).toBeInTheDocument()
    expect(sent).toEqual([])
    fireEvent.change(input, { target: { value: '2010-04-02' } })
    save()
    expect(await screen.findByText('You must be at least 18 years old to play here.')).toBeInTheDocument()
    fireEvent.change(input, { target: { value: '1990-04-02' } })
    save()
    expect(await screen.findByTestId('birth-date')).toHaveTextContent('April 2, 1990')
    expect(screen.getByRole('heading', { name: 'Date of birth' }).closest('section')?.querySelector('input')).toBeNull()
    expect(sent).toEqual(['2010-04-02', '1990-04-02'])
    // The payee name, set before, shows the same way.
    expect(screen.getByTestId('payee-name')).toHaveTextContent('Juan Dela Cruz')
  })
})
