import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-text'

describe('htmlToText', () => {
  it('keeps the words of operator HTML and drops code and markup', () => {
    expect(htmlToText('<p>One <b>two</b></p><script>x</script><style>p{}</style>\n\n three')).toBe('One two three')
    expect(htmlToText('<svg><text>drawn</text></svg>Deposit &amp; win')).toBe('Deposit & win')
  })

  it('runs nothing it reads', async () => {
    const w = window as unknown as { pwned?: number }
    htmlToText('<img src="x:" onerror="window.pwned = 1"><script>window.pwned = 2</script>')
    await new Promise((r) => setTimeout(r, 20))
    expect(w.pwned).toBeUndefined()
  })
})
