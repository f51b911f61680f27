import type { BoMerchantSettings } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { render } from '@testing-library/react'
import { staffMe, type StubRequest, stubApi } from '@/testing/render-app'
import { MerchantSettings } from './merchant-settings'

const settings: BoMerchantSettings = {
  code: 'demo',
  name: 'Parlor Demo',
  currency: 'PHP',
  currencySymbol: '₱',
  flags: { USERNAMEREG3: true, DIRECTREG3: false },
  registerSettings: {
    username: { enabled: true, required: true, acceptedPattern: '^[a-z]+$', patternId: 1, minLength: 4, maxLength: 16 },
  },
  mobileTemplate: { mem_cen: '1', dep_func: '0' },
  theme: { primaryColor: '#d4a537', logoUrl: null },
  languages: ['TY', 'EN'],
  defaultLanguage: 'TY',
  customerService: [],
  domains: ['localhost'],
  imageCdns: ['/cdn'],
  agreement: {},
  ageLimit: 18,
  maintenance: false,
  regionRestriction: false,
  allowedCountries: ['PH'],
  adjustmentApprovalThreshold: '1000.00',
  rgGroup: null,
  promoClaimsPerSource: 5,
  updatedAt: '2026-11-26T10:00:00.000Z',
}

function renderSettings(update: (req: StubRequest) => unknown, role: 'owner' | 'viewer' = 'owner') {
  const puts: unknown[] = []
  stubApi({
    staffMe: role === 'owner' ? staffMe('owner') : staffMe('readOnly'),
    boMerchantGet: settings,
    boMerchantUpdate: (req: StubRequest) => {
      puts.push(req.body)
      return update(req)
    },
  })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/bo/merchants/demo?merchant=demo']}>
        <MerchantSettings
          code="demo"
          canWrite={role === 'owner'}
          tab="general"
          onTabChange={() => {}}
          auditTrail={null}
        />
      </MemoryRouter>
    </AppProvider>,
  )
  return { puts }
}

describe('merchant settings: the General tab', { timeout: 60_000 }, () => {
  it('saves only its own fields and shows the saved record', async () => {
    const user = userEvent.setup()
    const { puts } = renderSettings((req) => ({
      ...settings,
      ...(req.body as object),
      updatedAt: '2026-11-26T11:00:00Z',
    }))
    const form = await screen.findByTestId('general-tab')
    const name = within(form).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Prime')
    await user.type(within(form).getByLabelText('Responsible-gaming group'), 'sisters')
    const cap = within(form).getByLabelText('Claims per address or device')
    await user.clear(cap)
    await user.type(cap, '2')
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      name: 'Prime',
      languages: ['TY', 'EN'],
      defaultLanguage: 'TY',
      ageLimit: 18,
      adjustmentApprovalThreshold: '1000.00',
      rgGroup: 'sisters',
      promoClaimsPerSource: 2,
    })
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(within(form).getByLabelText('Name')).toHaveValue('Prime')
  })

  it('shows a refusal from the server on the field it names', async () => {
    const user = userEvent.setup()
    const { puts } = renderSettings(() => ({
      error: 'invalid_settings',
      message: 'The approval threshold is too high for this merchant',
      value: { field: 'adjustmentApprovalThreshold' },
    }))
    const form = await screen.findByTestId('general-tab')
    const threshold = within(form).getByLabelText('Adjustment approval threshold')
    await user.clear(threshold)
    await user.type(threshold, '99999')
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(puts).toHaveLength(1))
    expect(await within(form).findByText('The approval threshold is too high for this merchant')).toBeInTheDocument()
  })

  it('refuses a threshold that is not an amount before calling the server', async () => {
    const user = userEvent.setup()
    const { puts } = renderSettings(() => settings)
    const form = await screen.findByTestId('general-tab')
    const threshold = within(form).getByLabelText('Adjustment approval threshold')
    await user.clear(threshold)
    await user.type(threshold, '12.345')
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    expect(await within(form).findByText('Wrong format')).toBeInTheDocument()
    expect(puts).toHaveLength(0)
  })

  it('shows no save button to a role without merchants.write', async () => {
    renderSettings(() => settings, 'viewer')
    const form = await screen.findByTestId('general-tab')
    expect(within(form).getByLabelText('Name')).toBeDisabled()
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
