/** Major units as the wallet shows them: two decimals, thousands grouped. */
export const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const signedMoney = (n: number) => `${n > 0 ? '+' : ''}${money(n)}`

export const dateTime = (ms: number) => new Date(ms).toLocaleString()

export const dateOnly = (ms: number) => new Date(ms).toLocaleDateString()

/** `YYYY-MM-DD` (UTC) `days` days before today, the server's date format for ranges. */
export const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
