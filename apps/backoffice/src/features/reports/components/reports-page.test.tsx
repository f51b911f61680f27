import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProvider } from '@/app/provider'
import { downloadCsv } from '@/lib/csv'
import { i18n } from '@/lib/i18n'
import { agentsColumns, cashierColumns, csvRows, ggrColumns } from './report-rows'
import { defaultRange, ReportsPage } from './reports-page'

vi.mock('@/lib/csv', () => ({ downloadCsv: vi.fn() }))

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 })

const ggrRows = [
  { key: 'V1', label: 'Vendor One', rounds: 10, bets: '1200.50', wins: '1000.00', ggr: '200.50' },
  { key: 'V2', label: '=cmd()', rounds: 3, bets: '30.00', wins: '45.00', ggr: '-15.00' },
]

function stubServer() {
  const asked: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://bo.test')
      asked.push(url)
      if (url.pathname === '/admin/reports/ggr')
        return ok({ rows: ggrRows, total: { rounds: 13, bets: '1230.50', wins: '1045.00', ggr: '185.50' } })
      return new Response(JSON.stringify({ success: false, errorCode: 'not_found' }), { status: 404 })
    }),
  )
  return asked
}

describe('report CSV rows', () => {
  it('are the translated header and one line per row, amounts as the server sent them', () => {
    expect(csvRows(ggrColumns('vendor'), ggrRows, (k) => i18n.t(k))).toEqual([
      ['Vendor', 'Rounds', 'Bets', 'Wins', 'GGR'],
      ['Vendor One', 10, '1200.50', '1000.00', '200.50'],
      ['=cmd()', 3, '30.00', '45.00', '-15.00'],
    ])
    expect(csvRows(cashierColumns, [], (k) => k)[0]).toEqual([
      'reports.col.day',
      'reports.col.channel',
      'reports.col.deposits',
      'reports.col.depositAmount',
      'reports.col.withdrawals',
      'reports.col.withdrawalAmount',
    ])
    expect(
      csvRows(
        agentsColumns,
        [{ agent: 'a1', teamMembers: 4, deposits: '10.00', bets: '5.00', ggr: '1.00' }],
        (k) => k,
      )[1],
    ).toEqual(['a1', 4, '10.00', '5.00', '1.00'])
  })

  it('defaults to the last seven days, today included', () => {
    expect(defaultRange(dayjs('2026-11-26'))).toEqual({ from: '2026-11-20', to: '2026-11-26' })
  })
})

describe('ReportsPage', () => {
  beforeEach(() => {
    vi.mocked(downloadCsv).mockClear()
    // jsdom lays nothing out; the charts measure their box and need a size to draw in.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 960, height: 300 }),
    )
  })

  it('exports exactly the rows the table shows', async () => {
    const asked = stubServer()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/bo/reports?merchant=demo&by=vendor&from=2026-11-01&to=2026-11-07']}>
          <ReportsPage merchant="demo" currency="PHP" />
        </MemoryRouter>
      </AppProvider>,
    )
    const table = (await screen.findByText('Vendor One')).closest('table') as HTMLElement
    const shown = within(table)
      .getAllByRole('row')
      .filter((r) => r.querySelector('td'))
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))
    expect(shown).toEqual([
      ['Vendor One', '10', '1,200.50 PHP', '1,000.00 PHP', '200.50 PHP'],
      ['=cmd()', '3', '30.00 PHP', '45.00 PHP', '-15.00 PHP'],
    ])
    expect(asked.at(-1)?.search).toBe('?merchant=demo&from=2026-11-01&to=2026-11-07&by=vendor')

    await userEvent.setup().click(screen.getByRole('button', { name: /Export CSV/ }))
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1))
    const [filename, rows] = vi.mocked(downloadCsv).mock.calls[0] ?? []
    expect(filename).toBe('ggr-by-vendor-demo-2026-11-01-2026-11-07.csv')
    expect(rows).toEqual([
      ['Vendor', 'Rounds', 'Bets', 'Wins', 'GGR'],
      ['Vendor One', 10, '1200.50', '1000.00', '200.50'],
      ['=cmd()', 3, '30.00', '45.00', '-15.00'],
    ])
    // One CSV line per table row, in the same order.
    expect((rows as unknown[]).length - 1).toBe(shown.length)
  })
})
