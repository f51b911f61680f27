import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { openIndex } from './help-screen'

const entries = [
  { title: 'Register', content: '<p>How to register</p>' },
  { title: 'Deposit', content: '<p>How to deposit</p>' },
  { title: 'Withdraw', content: '<p>How to withdraw<script>window.__x=1</script></p>' },
]

describe('help centre', { timeout: 20_000 }, () => {
  it('opens the entry named by i and follows menu clicks in the URL', async () => {
    const asked: URLSearchParams[] = []
    const { user, router } = renderApp('/m/help?i=2', {
      handlers: {
        '/wps/system/helpCenter': (r: RecordedRequest) => {
          asked.push(r.url.searchParams)
          return jsonResponse(ok(entries))
        },
      },
    })
    const content = await screen.findByTestId('help-content', {}, { timeout: 8000 })
    expect(content).toHaveTextContent('How to withdraw')
    expect(content.querySelector('script')).toBeNull()
    expect(asked[0]?.get('device')).toBe('MOBILE')
    expect(asked[0]?.get('lang')).toBeTruthy()
    await user.click(within(document.querySelector('.help__menu') as HTMLElement).getByText('Deposit'))
    await waitFor(() => expect(screen.getByTestId('help-content')).toHaveTextContent('How to deposit'))
    expect(router.state.location.search).toBe('?i=1')
  })

  it('shows the empty view without entries', async () => {
    renderApp('/m/helpDetail', { handlers: { '/wps/system/helpCenter': () => jsonResponse(ok([])) } })
    expect(await screen.findByText('No help articles yet', {}, { timeout: 8000 })).toBeInTheDocument()
  })

  it('falls back to the first entry for a missing or wrong i', () => {
    expect(openIndex(null, 3)).toBe(0)
    expect(openIndex('2', 3)).toBe(2)
    expect(openIndex('3', 3)).toBe(0)
    expect(openIndex('-1', 3)).toBe(0)
    expect(openIndex('x', 3)).toBe(0)
  })
})
