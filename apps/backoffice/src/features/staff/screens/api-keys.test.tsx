import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'

const KEY = {
  id: 4,
  name: 'nightly reconciliation',
  role: 'readOnly' as const,
  merchants: 'all' as const,
  prefix: 'pak_AbCdEfGh',
  createdBy: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
}

describe('API keys', () => {
  it('shows the secret once after creating a key, then only its prefix', async () => {
    const user = userEvent.setup()
    let keys: (typeof KEY)[] = []
    renderApp('/bo/api-keys?merchant=demo', {
      boApiKeyList: () => keys,
      boApiKeyCreate: ({ body }) => {
        expect(body).toEqual({ name: 'nightly reconciliation', role: 'readOnly', merchants: 'all' })
        keys = [KEY]
        return { ...KEY, secret: 'pak_AbCdEfGh-the-whole-secret' }
      },
    })
    await user.click(await screen.findByRole('button', { name: /New API key/ }))
    await user.type(await screen.findByLabelText('Name'), 'nightly reconciliation')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent('pak_AbCdEfGh-the-whole-secret')
    // Shown once: neither the drawer's X nor Escape closes it, only the confirmation that it is saved.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByTestId('api-key-secret')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'I copied it' })).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'I have saved the key somewhere safe' }))
    await user.click(screen.getByRole('button', { name: 'I copied it' }))
    await waitFor(() => expect(screen.queryByText(/the-whole-secret/)).not.toBeInTheDocument())
    expect(await screen.findByText('pak_AbCdEfGh…')).toBeInTheDocument()
  }, 60_000)

  it("explains a missing name in the staff member's language", async () => {
    const user = userEvent.setup()
    renderApp('/bo/api-keys?merchant=demo', { boApiKeyList: [] })
    await user.click(await screen.findByRole('button', { name: /New API key/ }))
    await user.click(await screen.findByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('Required')).toBeInTheDocument()
    expect(screen.queryByText(/Too small: expected/)).not.toBeInTheDocument()
  }, 60_000)

  it('revokes a key after a confirmation', async () => {
    const user = userEvent.setup()
    const revoked: unknown[] = []
    renderApp('/bo/api-keys?merchant=demo', {
      boApiKeyList: [KEY],
      boApiKeyRevoke: ({ params }) => {
        revoked.push(params.id)
        return { ok: true }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Revoke' }))
    const confirm = await screen.findAllByRole('button', { name: 'Revoke' })
    await user.click(confirm[confirm.length - 1] as HTMLElement)
    await waitFor(() => expect(revoked).toEqual(['4']))
  }, 60_000)
})
