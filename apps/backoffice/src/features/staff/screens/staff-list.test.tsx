import type { StaffRow } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { initI18n } from '@/lib/i18n'
import { renderApp, staffMe } from '@/testing/render-app'

const row = (id: number, username: string, role: StaffRow['role'], extra: Partial<StaffRow> = {}): StaffRow => ({
  id,
  username,
  displayName: `Demo ${username}`,
  role,
  merchants: 'all',
  status: 'active',
  totpEnrolled: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
})
const STAFF = [row(1, 'owner', 'owner'), row(2, 'admin', 'admin'), row(3, 'support', 'support')]

const rowOf = (username: string) => screen.getByText(username).closest('tr') as HTMLElement

describe('staff management', () => {
  it('lets an admin edit only the roles below admin, and offers only those roles', async () => {
    const user = userEvent.setup()
    renderApp('/bo/staff?merchant=demo', {
      staffMe: staffMe('admin', { id: 2, username: 'admin' }),
      boStaffList: STAFF,
      boAuditList: { rows: [], total: 0 },
    })
    await screen.findByText('support')
    expect(within(rowOf('owner')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(within(rowOf('admin')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    await user.click(within(rowOf('support')).getByRole('button', { name: 'Edit' }))

    await user.click(await screen.findByRole('combobox', { name: 'Role' }))
    const listbox = await screen.findByRole('listbox')
    const offered = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(offered).not.toContain('Owner')
    expect(offered).not.toContain('Admin')
  })

  it('explains a bad username and a short first password in Chinese', async () => {
    const user = userEvent.setup()
    await initI18n('CN')
    renderApp('/bo/staff?merchant=demo', { staffMe: staffMe('owner', { id: 1 }), boStaffList: STAFF })
    await user.click(await screen.findByRole('button', { name: /新建员工/ }))
    await user.type(await screen.findByLabelText('用户名'), 'A!')
    await user.type(screen.getByLabelText('初始密码'), 'short')
    await user.click(screen.getByRole('button', { name: /^创\s?建$/ }))
    expect(await screen.findByText('12 到 128 个字符')).toBeInTheDocument()
    expect(screen.getByText('格式不正确')).toBeInTheDocument()
    expect(screen.queryByText(/expected|Invalid/)).not.toBeInTheDocument()
  }, 60_000)

  it('offers an owner every role and every account', async () => {
    renderApp('/bo/staff?merchant=demo', { staffMe: staffMe('owner', { id: 1 }), boStaffList: STAFF })
    await screen.findByText('support')
    for (const u of ['admin', 'support'])
      expect(within(rowOf(u)).getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /New staff member/ })).toBeInTheDocument()
  })

  it('sends only the changed fields, and a TOTP reset on its own', async () => {
    const user = userEvent.setup()
    const patches: unknown[] = []
    renderApp('/bo/staff?merchant=demo', {
      staffMe: staffMe('owner', { id: 1 }),
      boStaffList: STAFF,
      boAuditList: { rows: [], total: 0 },
      boStaffPatch: ({ body, params }) => {
        patches.push({ id: params.id, ...(body as object) })
        return STAFF[2]
      },
    })
    await screen.findByText('support')
    await user.click(within(rowOf('support')).getByRole('button', { name: 'Edit' }))
    const name = await screen.findByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'Support desk')
    await user.click(screen.getByRole('switch', { name: 'Can sign in' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches).toEqual([{ id: '3', displayName: 'Support desk', status: 'disabled' }]))

    await user.click(within(rowOf('support')).getByRole('button', { name: 'Edit' }))
    await user.click(await screen.findByRole('button', { name: 'Reset authenticator' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(patches[1]).toEqual({ id: '3', resetTotp: true }))
    // Two drawer round trips through antd's forms: slow on a shared two-core machine.
  }, 60_000)

  it('hides writing from a role that may only read staff', async () => {
    renderApp('/bo/staff?merchant=demo', {
      staffMe: staffMe('readOnly', { permissions: ['staff.read', 'merchants.read'] }),
      boStaffList: STAFF,
    })
    await screen.findByText('support')
    expect(screen.queryByRole('button', { name: /New staff member/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
  })
})
