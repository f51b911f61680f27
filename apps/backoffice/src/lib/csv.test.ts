import { describe, expect, it } from 'vitest'
import { csvCell, csvTable, toCsv } from './csv'

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180), CRLF line ends', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 3]])).toBe('"a,b","say ""hi""","two\nlines",3\r\n')
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1+2')).toBe("'+1+2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
  })

  it('keeps plain negative amounts and numbers as they are', () => {
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
  })

  it('builds the header and rows from column definitions', () => {
    const rows = csvTable([{ title: 'Name', value: (r: { n: string }) => r.n }], [{ n: 'x' }])
    expect(toCsv(rows)).toBe('Name\r\nx\r\n')
  })
})
