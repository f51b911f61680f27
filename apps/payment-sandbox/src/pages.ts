/**
 * The sandbox's HTML: the hosted payment page a player is sent to, and an index of recent payments
 * and payouts. Plain forms, no script, no external assets, readable on a 390 px phone. Every value
 * that reaches the markup goes through `esc`, because descriptions and order numbers come from the
 * merchant's request.
 */
import { formatMinor } from './money.ts'

export interface PaymentView {
  paymentId: string
  merchant: string
  orderNo: string
  description: string
  amount: string
  paidAmount: string | null
  currency: string
  status: 'pending' | 'paid' | 'declined'
  createdAt: number
}

export interface PayoutView {
  payoutId: string
  merchant: string
  payoutNo: string
  amount: string
  currency: string
  accountNumber: string
  status: 'processing' | 'paid' | 'failed'
  createdAt: number
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#f3f4f6}
.banner{background:#b45309;color:#fff;padding:10px 16px;font-size:14px;text-align:center}
.banner strong{letter-spacing:.08em}
main{max-width:480px;margin:0 auto;padding:16px}
main.wide{max-width:960px}
h1{font-size:20px;margin:8px 0 16px}
h2{font-size:17px;margin:24px 0 8px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#6b7280}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:28px;font-weight:700;margin:12px 0 0}
button,.button{display:block;width:100%;min-height:48px;margin:10px 0 0;padding:12px;border:1px solid #d1d5db;border-radius:10px;
  background:#fff;color:#1d1d1f;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button.approve,.button{background:#15803d;border-color:#15803d;color:#fff}
button.decline{background:#b91c1c;border-color:#b91c1c;color:#fff}
label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;min-height:48px;padding:10px 12px;border:1px solid #9ca3af;border-radius:10px;font:inherit}
.error{color:#b91c1c;font-weight:600}
.status{font-size:22px;font-weight:700}
.status.paid{color:#15803d}.status.declined,.status.failed{color:#b91c1c}.status.pending,.status.processing{color:#b45309}
.table{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;white-space:nowrap}
a{color:#1d4ed8}
.muted{color:#6b7280;font-size:14px}
`

function layout(title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>SANDBOX · ${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note"><strong>SANDBOX</strong> · test payment gateway · no real money moves</div>
<main${wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>
`
}

export function payReturnUrl(returnUrl: string, orderNo: string): string {
  const url = new URL(returnUrl)
  url.searchParams.set('orderNo', orderNo)
  return url.toString()
}

export interface PayPageOptions {
  returnUrl: string
  error?: string
  amountInput?: string
}

export function renderPayPage(p: PaymentView, options: PayPageOptions): string {
  const asked = formatMinor(p.amount, p.currency)
  const details = `<div class="card">
<dl>
<dt>Merchant</dt><dd>${esc(p.merchant)}</dd>
<dt>Order</dt><dd>${esc(p.orderNo)}</dd>
${p.description ? `<dt>For</dt><dd>${esc(p.description)}</dd>` : ''}
<dt>Payment</dt><dd>${esc(p.paymentId)}</dd>
</dl>
<p class="amount">${esc(asked)}</p>
</div>`
  const action = `/pay/${encodeURIComponent(p.paymentId)}`
  if (p.status !== 'pending') {
    const result =
      p.status === 'paid'
        ? `Paid ${esc(formatMinor(p.paidAmount ?? p.amount, p.currency))}`
        : 'Declined: nothing was paid'
    return layout(
      `Payment ${p.status}`,
      `<h1>Sandbox payment</h1>
${details}
<div class="card">
<p class="status ${esc(p.status)}">${result}</p>
<a class="button" href="${esc(payReturnUrl(options.returnUrl, p.orderNo))}">Return to ${esc(p.merchant)}</a>
</div>`,
    )
  }
  const error = options.error ? `<p id="amount-error" class="error" role="alert">${esc(options.error)}</p>` : ''
  return layout(
    `Pay ${asked}`,
    `<h1>Sandbox payment</h1>
${details}
<form class="card" method="post" action="${esc(action)}">
<p class="muted">Choose what the sandbox gateway reports to the merchant.</p>
<button class="approve" type="submit" name="action" value="approve">Approve · pay ${esc(asked)}</button>
<button class="decline" type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="pending">Leave pending</button>
</form>
<form class="card" method="post" action="${esc(action)}">
<input type="hidden" name="action" value="amount">
<label for="amount">Pay a different amount (${esc(p.currency)})</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${esc(options.amountInput ?? '')}"${options.error ? ' aria-invalid="true" aria-describedby="amount-error"' : ''}>
${error}
<button type="submit">Pay this amount</button>
</form>`,
  )
}

export function renderNotFoundPage(): string {
  return layout('Unknown payment', '<h1>Unknown payment</h1><p>The sandbox has no payment with this id.</p>')
}

function time(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19)
}

export function renderIndexPage(payments: readonly PaymentView[], payouts: readonly PayoutView[]): string {
  const paymentRows = payments
    .map(
      (p) => `<tr><td><a href="/pay/${esc(encodeURIComponent(p.paymentId))}">${esc(p.paymentId)}</a></td>
<td>${esc(p.merchant)}</td><td>${esc(p.orderNo)}</td><td>${esc(formatMinor(p.paidAmount ?? p.amount, p.currency))}</td>
<td class="status ${esc(p.status)}">${esc(p.status)}</td><td>${esc(time(p.createdAt))}</td></tr>`,
    )
    .join('\n')
  const payoutRows = payouts
    .map(
      (p) => `<tr><td>${esc(p.payoutId)}</td><td>${esc(p.merchant)}</td><td>${esc(p.payoutNo)}</td>
<td>${esc(formatMinor(p.amount, p.currency))}</td><td>…${esc(p.accountNumber.slice(-4))}</td>
<td class="status ${esc(p.status)}">${esc(p.status)}</td><td>${esc(time(p.createdAt))}</td></tr>`,
    )
    .join('\n')
  const empty = (cols: number, text: string) => `<tr><td colspan="${cols}" class="muted">${text}</td></tr>`
  return layout(
    'Payment gateway',
    `<h1>Sandbox payment gateway</h1>
<p class="muted">Hosted payment pages open at <code>/pay/&lt;paymentId&gt;</code>. Payouts to an account number ending in 4444 fail; every other payout is paid.</p>
<h2>Recent payments</h2>
<div class="card table"><table>
<thead><tr><th>Payment</th><th>Merchant</th><th>Order</th><th>Amount</th><th>Status</th><th>Created (UTC)</th></tr></thead>
<tbody>${paymentRows || empty(6, 'No payments yet.')}</tbody>
</table></div>
<h2>Recent payouts</h2>
<div class="card table"><table>
<thead><tr><th>Payout</th><th>Merchant</th><th>Payout no.</th><th>Amount</th><th>Account</th><th>Status</th><th>Created (UTC)</th></tr></thead>
<tbody>${payoutRows || empty(7, 'No payouts yet.')}</tbody>
</table></div>`,
    true,
  )
}
