/**
 * Client-side CSV for rows a screen has already loaded (reports). RFC 4180: CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, quotes doubled. A text cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a leading
 * apostrophe, so a member's name cannot become a formula on the operator's machine (CSV injection).
 * The audit log is exported by the server instead (it may hold more rows than a screen loads).
 */

export type CsvCell = string | number | boolean | bigint | null | undefined

export interface CsvColumn<Row> {
  title: string
  value: (row: Row) => CsvCell
}

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  // A plain negative amount ("-12.50") stays a number; only text that could be a formula is neutralised.
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: one line per row (the first row is usually the header), CRLF after each. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

/** The header row and one row per record, from column definitions. */
export function csvTable<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): CsvCell[][] {
  return [columns.map((c) => c.title), ...rows.map((row) => columns.map((c) => c.value(row)))]
}

/** Saves the rows as `filename` (UTF-8 with a BOM, so Excel reads Chinese text right). */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]) {
  downloadText(filename, `\uFEFF${toCsv(rows)}`, 'text/csv;charset=utf-8')
}

export function downloadText(filename: string, text: string, type = 'text/plain;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
