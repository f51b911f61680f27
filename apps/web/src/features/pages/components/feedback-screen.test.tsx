import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])

function pick(files: File[]) {
  fireEvent.change(screen.getByTestId('feedback-file'), { target: { files } })
}

describe('feedback', { timeout: 20_000 }, () => {
  it('refuses a long remark, a fake png and a 6 MB file before sending, then sends', async () => {
    const sent: RecordedRequest[] = []
    const { user } = renderApp('/m/feedback', {
      session: memberSession,
      handlers: {
        '/wps/feedback': (r) => {
          sent.push(r)
          return jsonResponse(ok({ id: 1 }))
        },
      },
    })
    const remark = await screen.findByLabelText('Your feedback', {}, { timeout: 8000 })
    await user.type(remark, 'x'.repeat(141))
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByText('The remark can be at most 140 characters.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    pick([new File([EXE], 'cat.png', { type: 'image/png' })])
    await waitFor(() =>
      expect(screen.getByTestId('feedback-images-error')).toHaveTextContent('cat.png is not a PNG or JPG picture.'),
    )
    pick([new File([PNG, new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' })])
    await waitFor(() =>
      expect(screen.getByTestId('feedback-images-error')).toHaveTextContent('huge.png is larger than 5 MB.'),
    )
    pick([new File([PNG], 'shot.png', { type: 'image/png' })])
    expect(await screen.findByAltText('shot.png')).toBeInTheDocument()

    await user.clear(remark)
    await user.type(remark, 'The game froze')
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    const body = JSON.parse(sent[0]?.body ?? '{}')
    expect(body.remark).toBe('The game froze')
    expect(body.images).toEqual([{ name: 'shot.png', data: btoa(String.fromCharCode(...PNG)) }])
    expect(sent[0]?.method).toBe('PUT')
    await waitFor(() => expect(screen.queryByAltText('shot.png')).toBeNull())
  })

  it('stops at three images', async () => {
    renderApp('/m/feedback', { session: memberSession })
    await screen.findByLabelText('Your feedback', {}, { timeout: 8000 })
    pick([1, 2, 3, 4].map((i) => new File([PNG], `p${i}.png`, { type: 'image/png' })))
    await waitFor(() =>
      expect(screen.getByTestId('feedback-images-error')).toHaveTextContent('You can attach at most 3 images.'),
    )
    expect(screen.getAllByRole('img')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull()
  })

  it("puts the server's refusal on the field", async () => {
    const { user } = renderApp('/m/feedback', {
      session: memberSession,
      handlers: {
        '/wps/feedback': () => jsonResponse(fail('feedback.image_type', 'Image 1 is not a PNG or JPG picture.'), 400),
      },
    })
    const remark = await screen.findByLabelText('Your feedback', {}, { timeout: 8000 })
    await user.type(remark, 'hello')
    await user.click(screen.getByRole('button', { name: 'Send feedback' }))
    await waitFor(() =>
      expect(screen.getByTestId('feedback-images-error')).toHaveTextContent('Image 1 is not a PNG or JPG picture.'),
    )
  })
})
