import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, staffMe } from '@/testing/render-app'
import { auditFilterOf } from './audit-log'

const ROW = {
  id: 7,
  at: '2026-11-20T10:00:00.000Z',
  merchant: 'demo',
  actor: 'fiona',
  actorType: 'session',
  ip: '10.0.0.5',
  action: 'staff.update',
  target: 'staff:sofia',
  before: { role: 'support', displayName: 'Sofia' },
  after: { role: 'risk', displayName: 'Sofia' },
  detail: {},
}

describe('audit log', () => {
  it('asks the server with the URL filters and offers the CSV export with the same filter', async () => {
    const queries: URLSearchParams[] = []
    renderApp('/bo/audit?merchant=demo&of=demo&actor=fiona&action=staff.update&from=2026-11-01&to=2026-11-30&page=2', {
      boAuditList: ({ url }) => {
        queries.push(url.searchParams)
        return { rows: [ROW], total: 51 }
      },
    })
    await screen.findByText('fiona')
    const q = queries.at(-1)
    expect(q?.get('merchant')).toBe('demo')
    expect(q?.get('actor')).toBe('fiona')
    expect(q?.get('action')).toBe('staff.update')
    expect(q?.get('page')).toBe('2')
    expect(q?.get('pageSize')).toBe('50')
    const filter = auditFilterOf({
      of: 'demo',
      actor: 'fiona',
      action: 'staff.update',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(q?.get('from')).toBe(filter.from)
    expect(q?.get('to')).toBe(filter.to)

    const href = screen.getByTestId('audit-export').getAttribute('href') ?? ''
    const exported = new URL(href, 'http://bo.test')
    expect(exported.pathname).toBe('/admin/audit/export.csv')
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      merchant: 'demo',
      actor: 'fiona',
      action: 'staff.update',
      from: filter.from,
      to: filter.to,
    })
  })

  it('turns whole days into the instants from the start of the first to the end of the last', () => {
    const f = auditFilterOf({ from: '2026-11-01', to: '2026-11-30' })
    expect(new Date(f.from ?? '').getTime()).toBe(new Date(2026, 10, 1).getTime())
    expect(new Date(f.to ?? '').getTime()).toBe(new Date(2026, 11, 1).getTime() - 1)
    expect(auditFilterOf({ from: 'yesterday' }).from).toBeUndefined()
  })

  it('applies typed filters to the URL and back to page 1', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/bo/audit?merchant=demo&page=3', { boAuditList: { rows: [ROW], total: 200 } })
    await screen.findByText('fiona')
    await user.type(screen.getByLabelText('Target'), 'staff:sofia')
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?merchant=demo&target=staff%3Asofia'))
  })

  it('shows what changed when a row is expanded', async () => {
    const user = userEvent.setup()
    renderApp('/bo/audit?merchant=demo', {
      staffMe: staffMe('finance'),
      boAuditList: { rows: [ROW], total: 1 },
    })
    const row = (await screen.findByText('fiona')).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('button'))
    const changed = (await screen.findByText('role')).closest('tr') as HTMLElement
    expect(changed).toHaveClass('bo-diff-changed')
    expect(changed).toHaveTextContent('support')
    expect(changed).toHaveTextContent('risk')
    expect(screen.getByText('displayName').closest('tr')).not.toHaveClass('bo-diff-changed')
  })
})
