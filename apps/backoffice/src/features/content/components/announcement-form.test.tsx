import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { type StubRequest, stubApi } from '@/testing/render-app'
import { AnnouncementsScreen } from './announcements-screen'

const HOSTILE =
  '<p>Weekend <b>bonus</b></p><script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2">'

function renderScreen(url: string) {
  const posts: unknown[] = []
  const lists: URL[] = []
  stubApi({
    boAnnouncementList: (req: StubRequest) => {
      lists.push(req.url)
      return { rows: [], total: 0 }
    },
    boAnnouncementCreate: (req: StubRequest) => {
      posts.push(req.body)
      return { id: 9, createdAt: '2026-11-26T10:00:00Z', ...(req.body as object) }
    },
  })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AnnouncementsScreen merchant="demo" merchantName="Parlor Demo" languages={['EN']} canWrite />
      </MemoryRouter>
    </AppProvider>,
  )
  return { posts, lists }
}

describe('the announcement form', { timeout: 60_000 }, () => {
  it('previews a popup with its HTML sanitised and saves what the operator wrote', async () => {
    const user = userEvent.setup()
    const { posts, lists } = renderScreen('/bo/content/announcements?merchant=demo&type=PU')
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('type')).toBe('PU'))

    await user.click(await screen.findByRole('button', { name: /New popup/ }))
    const form = await screen.findByTestId('announcement-form')
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Weekend bonus' } })
    fireEvent.change(within(form).getByLabelText('Content (HTML)'), { target: { value: HOSTILE } })

    const phone = await screen.findByTestId('phone-preview')
    const modal = within(phone).getByRole('dialog')
    await waitFor(() => expect(modal).toHaveTextContent('Weekend bonus'))
    expect(modal.querySelector('b')).toHaveTextContent('bonus')
    // The script is gone and the image keeps no handler: nothing of the draft can run.
    expect(phone.querySelector('script')).toBeNull()
    const img = modal.querySelector('img[src="x.png"]')
    expect(img).not.toBeNull()
    expect(img?.getAttribute('onerror')).toBeNull()
    expect(phone.innerHTML).not.toContain('__pwned')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      merchant: 'demo',
      type: 'PU',
      titles: { EN: 'Weekend bonus' },
      contents: { EN: HOSTILE },
      execution: 'B',
      startAt: null,
      endAt: null,
    })
  })

  it('offers a banner no audience and saves it for everyone', async () => {
    const user = userEvent.setup()
    const { posts } = renderScreen('/bo/content/announcements?merchant=demo')
    await user.click(await screen.findByRole('button', { name: /New banner/ }))
    const form = await screen.findByTestId('announcement-form')
    expect(within(form).queryByText('Audience')).toBeNull()
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Sale' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      type: 'B',
      titles: { EN: 'Sale' },
      execution: null,
      platform: null,
      groupName: null,
    })
  })

  it('limits a banner to the registration screen', async () => {
    const user = userEvent.setup()
    const { posts } = renderScreen('/bo/content/announcements?merchant=demo')
    await user.click(await screen.findByRole('button', { name: /New banner/ }))
    const form = await screen.findByTestId('announcement-form')
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Join now' } })
    await user.click(within(form).getByText('Registration'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ type: 'B', groupName: 'm_reg' })
  })

  it('offers the home/registration choice only to banners', async () => {
    const user = userEvent.setup()
    renderScreen('/bo/content/announcements?merchant=demo&type=PL')
    await user.click(await screen.findByRole('button', { name: /New notice/ }))
    const form = await screen.findByTestId('announcement-form')
    expect(within(form).queryByText('Shown on')).toBeNull()
  })
})
