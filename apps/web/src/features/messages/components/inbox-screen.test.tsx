import type { InboxMessage } from '@parlor/contract'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const message = (id: number, read: boolean, extra: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body ${id}</p>`,
  read,
  broadcast: false,
  createdTime: Date.UTC(2026, 10, 20 + id),
  ...extra,
})

function inboxApi(list: InboxMessage[]) {
  const marks: number[][] = []
  const unread = () => list.filter((m) => !m.read).length
  return {
    marks,
    handlers: {
      '/wps/relay/CSP_getInbox': () =>
        jsonResponse(
          ok({ list, pageNum: 1, pageSize: 20, totalPages: 1, totalCount: list.length, unreadCount: unread() }),
        ),
      '/wps/relay/CSP_unreadCount': () => jsonResponse(ok(unread())),
      '/wps/relay/CSP_getInboxMessage': (r: RecordedRequest) => {
        const found = list.find((m) => m.id === Number(r.url.searchParams.get('id')))
        return found ? jsonResponse(ok(found)) : jsonResponse(fail('not_found'), 404)
      },
      '/wps/relay/CSP_markInboxRead': (r: RecordedRequest) => {
        const ids = (JSON.parse(r.body ?? '{}') as { ids: number[] }).ids
        marks.push(ids)
        for (const m of list) if (ids.includes(m.id)) m.read = true
        return jsonResponse(ok(unread()))
      },
    },
  }
}

describe('message centre', { timeout: 20_000 }, () => {
  it('lists messages with the unread ones marked and the unread count', async () => {
    const api = inboxApi([message(2, false), message(1, true, { broadcast: true })])
    renderApp('/m/webEmail', { session: memberSession, handlers: api.handlers })
    expect(await screen.findByText('Message 2', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('1 unread')
    expect(screen.getByText('Message 2').closest('a')).toHaveAttribute('data-read', 'false')
    expect(screen.getByText('Message 1').closest('a')).toHaveAttribute('data-read', 'true')
    expect(screen.getByText('To all')).toBeInTheDocument()
  })

  it('opens a message, shows its sanitised HTML and marks it read once', async () => {
    const api = inboxApi([
      message(5, false, {
        content: '<p>Hello <b>there</b><img src=x onerror="window.__pwn=1"><script>window.__pwn=2</script></p>',
      }),
    ])
    const { user } = renderApp('/m/webEmail', { session: memberSession, handlers: api.handlers })
    await user.click(await screen.findByText('Message 5', {}, { timeout: 8000 }))
    const body = await screen.findByTestId('inbox-message')
    expect(body).toHaveTextContent('Hello there')
    expect(body.querySelector('script')).toBeNull()
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull()
    await waitFor(() => expect(api.marks).toEqual([[5]]))
    await user.click(screen.getByRole('button', { name: 'Back to messages' }))
    await waitFor(() => expect(screen.getByTestId('inbox-unread')).toHaveTextContent('0 unread'))
    expect(api.marks).toHaveLength(1)
  })

  it("shows not available for a message that is not the member's", async () => {
    const api = inboxApi([])
    renderApp('/m/message?id=999', { session: memberSession, handlers: api.handlers })
    expect(await screen.findByText('This message is not available.', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(api.marks).toEqual([])
  })

  it('sends guests to the login page', async () => {
    const { router } = renderApp('/m/webEmail')
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), { timeout: 8000 })
  })
})
