import { MODULE_IDS, type Whitelabel } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, makeStatus, memberSession, ok } from '@/testing/fixtures'
import { announcements } from '@/testing/announcements'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const allOn: Whitelabel = Object.fromEntries(MODULE_IDS.map((m) => [m, true]))
const expiresAt = Date.UTC(2026, 11, 31, 12)
const memberInfo = {
  id: 7,
  account: 'juan88',
  nickname: 'Juan the Lucky',
  type: 0,
  regDate: Date.now() - 3_600_000,
  toUpline: true,
  clubLabel: { labelName: 'VIP 2', type: 'AUTO', rankLevel: 2 },
  email: null,
  mobile: null,
}

function centre(balance: object) {
  return renderApp('/m/mine', {
    status: makeStatus({ info: { whitelabelVal: allOn, mobileTemplate: { mem_cen: '1' } } }),
    session: memberSession,
    handlers: {
      '/wps/member/info': () => jsonResponse(ok(memberInfo)),
      '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(announcements({}))),
      '/wps/relay/MCSFE_getMerchantAvailablePromotions': () => jsonResponse(ok([])),
      '/wps/relay/MCSFE_getAvailablePromotions': () => jsonResponse(ok([])),
      '/wps/member/info/icon': () => jsonResponse(ok({ url: null })),
      '/wps/v2/wallets/balance': () =>
        jsonResponse(
          ok({
            sumBalance: 500,
            balance: [{ accountTypeId: 1, availBalance: 500 }],
            currency: 'PHP',
            currencySymbol: '₱',
            ...balance,
          }),
        ),
    },
  })
}

describe('bonus wallet (decision 048)', { timeout: 20_000 }, () => {
  it('shows cash and the locked bonus apart, the wagering progress and the expiry; the header adds them up', async () => {
    centre({
      bonusBalance: 250,
      totalBalance: 750,
      bonuses: [{ id: 1, amount: 250, wagered: 562.5, required: 2250, expiresAt }],
    })
    const panel = await screen.findByTestId('bonus-wallet', {}, FIRST_LOAD)
    expect(within(panel).getByRole('heading', { name: 'Bonus wallet' })).toBeInTheDocument()
    expect(within(panel).getByTestId('bonus-wallet-cash')).toHaveTextContent('₱500.00')
    expect(within(panel).getByTestId('bonus-wallet-bonus')).toHaveTextContent('₱250.00')
    expect(within(panel).getByText('Wagered ₱562.50 of ₱2,250.00')).toBeInTheDocument()
    expect(within(panel).getByText(/^Expires /)).toBeInTheDocument()
    // 562.50 of 2,250.00 is a quarter of the way.
    expect(panel.querySelector('.adm-progress-bar-fill')).toHaveStyle({ width: '25%' })
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('₱750.00')
  })

  it('stays away while the member holds no bonus, or the server sends no bonus fields', async () => {
    centre({})
    expect(await screen.findByTestId('header-balance', {}, FIRST_LOAD)).toHaveTextContent('₱500.00')
    expect(screen.queryByTestId('bonus-wallet')).not.toBeInTheDocument()
  })
})
