/**
 * The simulator's HTML: one playable page per kind of game, an error page and an index of recent
 * wallet calls. Plain forms and no script, so every button works by role and name and the page needs
 * nothing from outside; laid out for a 390 px phone. Every value that reaches the markup goes through
 * `esc`: vendor, game, names and the back link all come from the launch URL or the platform.
 */
import { MATCH_ODDS_HUNDREDTHS, type GameKind, type Match, TARGETS } from './games.ts'
import { formatMinor } from './money.ts'
import type { WalletCallRecord } from './wallet-client.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#f8fafc;background:#0f172a}
.banner{background:#7c3aed;color:#fff;padding:8px 16px;font-size:14px;text-align:center}
.banner strong{letter-spacing:.08em}
main{max-width:480px;margin:0 auto;padding:12px 16px 24px}
main.wide{max-width:960px}
h1{font-size:20px;margin:4px 0 2px}
h2{font-size:16px;margin:0 0 8px}
.muted{color:#94a3b8;font-size:14px;margin:0}
.card{background:#1e293b;border-radius:12px;padding:14px 16px;margin:12px 0}
.balance{display:flex;justify-content:space-between;align-items:baseline;margin:0}
.balance strong{font-size:22px}
.shown{font-size:22px;font-weight:700;margin:4px 0;overflow-wrap:anywhere}
.reels{display:flex;gap:8px;justify-content:center;font-size:40px;font-weight:700;margin:4px 0}
.reels span{background:#f8fafc;color:#0f172a;border-radius:10px;width:64px;text-align:center;animation:drop .4s ease-out}
@keyframes drop{from{transform:translateY(-24px);opacity:0}to{transform:none;opacity:1}}
.win{color:#4ade80;font-weight:700}.lost{color:#fca5a5;font-weight:700}
.note{color:#fcd34d;font-size:14px}
.error{background:#7f1d1d;border-radius:10px;padding:10px 12px}
fieldset{border:0;margin:0 0 8px;padding:0}
legend{font-weight:600;margin-bottom:6px}
.choices{display:flex;flex-wrap:wrap;gap:8px}
.choices label{flex:1 1 auto;min-width:72px;min-height:44px;display:flex;align-items:center;justify-content:center;gap:6px;
  border:1px solid #475569;border-radius:10px;padding:8px 10px;cursor:pointer;text-align:center}
.choices input{accent-color:#a78bfa}
.choices label:has(input:checked){border-color:#a78bfa;background:#312e81}
button,.button{display:block;width:100%;min-height:52px;margin:10px 0 0;padding:12px;border:0;border-radius:12px;
  background:#a78bfa;color:#0f172a;font:inherit;font-size:18px;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
button.alt{background:#f472b6}
a{color:#c4b5fd}
.back-row{margin:0}
.back{display:inline-block;min-height:44px;padding:10px 0}
table{border-collapse:collapse;width:100%;font-size:13px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #334155;white-space:nowrap}
.table{overflow-x:auto}
`

function layout(title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>DEMO · ${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note"><strong>DEMO</strong> · simulated vendor · a stand-in for a real game provider</div>
<main${wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>
`
}

function backLink(back: string): string {
  return back ? `<p class="back-row"><a class="back" href="${esc(back)}">← Back to the games</a></p>` : ''
}

export interface RoundView {
  roundId: string
  stakeMinor: string
  winMinor: string
  /** What was picked, e.g. "Banker" or "Big fish". */
  pick?: string
  shown: string
  verdict: string
  /** Chaos mode's doing, told to the player. */
  note?: string
  /** The round did not take place (the bet was refused or the wallet was unreachable). */
  error?: string
}

export interface GamePageView {
  sessionId: string
  vendor: string
  game: string
  type: string
  kind: GameKind
  username: string
  currency: string
  digits: number
  balanceMinor: string | null
  /** A problem with the session itself, e.g. it ended. */
  notice?: string
  stakes: readonly string[]
  stake: string
  back: string
  match?: Match
  last?: RoundView
}

const TITLES: Record<GameKind, string> = {
  slot: 'Slot reels',
  fish: 'Fishing round',
  cards: 'Card table',
  baccarat: 'Baccarat table',
  match: 'Match betting',
}

function radios(name: string, legend: string, options: { value: string; label: string }[], checked: string): string {
  const items = options
    .map(
      (o) =>
        `<label><input type="radio" name="${esc(name)}" value="${esc(o.value)}"${o.value === checked ? ' checked' : ''}> ${esc(o.label)}</label>`,
    )
    .join('\n')
  return `<fieldset><legend>${esc(legend)}</legend><div class="choices">${items}</div></fieldset>`
}

function resultCard(v: GamePageView): string {
  const r = v.last
  if (!r) return ''
  const money = (minor: string) => esc(formatMinor(minor, v.currency, v.digits))
  if (r.error) return `<div class="card error" role="alert">${esc(r.error)}</div>`
  const won = BigInt(r.winMinor) > 0n
  const shown =
    v.kind === 'slot'
      ? `<div class="reels" aria-label="Reels ${esc(r.shown)}">${r.shown
          .split(' ')
          .map((s) => `<span>${esc(s)}</span>`)
          .join('')}</div>`
      : `<p class="shown">${esc(r.shown)}</p>`
  return `<section class="card" role="status" aria-label="Result">
<h2>Result</h2>
${shown}
<p class="${won ? 'win' : 'lost'}">${esc(r.verdict)}</p>
<p class="muted">${r.pick ? `Pick: ${esc(r.pick)} · ` : ''}Stake ${money(r.stakeMinor)} · Paid ${money(r.winMinor)}</p>
<p class="muted">Round ${esc(r.roundId)}</p>
${r.note ? `<p class="note">${esc(r.note)}</p>` : ''}
</section>`
}

function controls(v: GamePageView): string {
  const stakes = radios(
    'stake',
    'Stake',
    v.stakes.map((s) => ({ value: s, label: formatMinor(s, v.currency, v.digits) })),
    v.stake,
  )
  switch (v.kind) {
    case 'slot':
      return `${stakes}<button type="submit">Spin</button>`
    case 'fish':
      return `${radios(
        'target',
        'Target',
        TARGETS.map((t) => ({ value: t.id, label: `${t.label} ×${t.times}` })),
        v.last?.pick ? (TARGETS.find((t) => t.label === v.last?.pick)?.id ?? 'small') : 'small',
      )}${stakes}<p class="muted">Each shot is a bet of the stake; a hit pays the target's multiple.</p><button type="submit">Shoot</button>`
    case 'cards':
      return `${stakes}<p class="muted">Three cards each; the higher points (sum, last digit) win ×1.95, a tie returns the stake.</p><button type="submit">Deal</button>`
    case 'baccarat':
      return `${stakes}<p class="muted">Player pays ×2, Banker ×1.95; a tie returns the stake.</p>
<button type="submit" name="side" value="player">Bet on Player</button>
<button class="alt" type="submit" name="side" value="banker">Bet on Banker</button>`
    case 'match': {
      const match = v.match
      if (!match) return ''
      const odds = (MATCH_ODDS_HUNDREDTHS / 100).toFixed(2)
      return `${radios(
        'side',
        `${match.sides[0].name} vs ${match.sides[1].name}: your pick`,
        match.sides.map((s) => ({ value: s.id, label: `${s.name} @ ${odds}` })),
        match.sides.find((s) => s.name === v.last?.pick)?.id ?? match.sides[0].id,
      )}${stakes}<p class="muted">Settled at once with a random result.</p><button type="submit">Place bet</button>`
    }
  }
}

export function renderGamePage(v: GamePageView): string {
  const title = v.kind === 'match' && v.match ? v.match.title : TITLES[v.kind]
  const balance = v.balanceMinor === null ? 'unavailable' : formatMinor(v.balanceMinor, v.currency, v.digits)
  const notice = v.notice ? `<div class="card error" role="alert">${esc(v.notice)}</div>` : ''
  return layout(
    title,
    `${backLink(v.back)}
<h1>${esc(title)}</h1>
<p class="muted">${esc(v.vendor)} · ${esc(v.game)} · ${esc(v.type)} · DEMO game</p>
<div class="card"><p class="balance"><span>Balance${v.username ? ` · ${esc(v.username)}` : ''}</span> <strong id="balance">${esc(balance)}</strong></p></div>
${notice}
${resultCard(v)}
<form class="card" method="post" action="/game/${esc(encodeURIComponent(v.sessionId))}/play">
${controls(v)}
</form>`,
  )
}

export function renderErrorPage(title: string, message: string, back: string): string {
  return layout(
    title,
    `<h1>${esc(title)}</h1>
<div class="card error" role="alert">${esc(message)}</div>
${backLink(back)}`,
  )
}

function time(ms: number): string {
  return new Date(ms).toISOString().slice(11, 23)
}

export function renderIndexPage(calls: readonly WalletCallRecord[], platformUrl: string, chaos: boolean): string {
  const rows = calls
    .map(
      (
        c,
      ) => `<tr><td>${esc(time(c.at))}</td><td>${esc(c.vendor)}</td><td>${esc(c.operation)}${c.duplicate ? ' (repeat)' : ''}</td>
<td>${esc(c.roundId ?? '')}</td><td>${esc(c.transactionId ?? '')}</td><td>${esc(c.attempt)}</td><td>${esc(c.status ?? 'no answer')}</td><td>${esc(c.errorCode ?? '')}</td></tr>`,
    )
    .join('\n')
  return layout(
    'Game vendor simulator',
    `<h1>Game vendor simulator</h1>
<p class="muted">Plays the demo catalogue's third-party vendors over the seamless-wallet protocol. Games open at
<code>/launch</code> from the platform's signed launch URLs. Wallet: ${esc(platformUrl)}${chaos ? ' · chaos mode (repeats, late wins, rollbacks)' : ''}.</p>
<h2 style="margin-top:16px">Recent wallet calls (UTC)</h2>
<div class="card table"><table>
<thead><tr><th>Time</th><th>Vendor</th><th>Call</th><th>Round</th><th>Transaction</th><th>Try</th><th>Status</th><th>Error</th></tr></thead>
<tbody>${rows || '<tr><td colspan="8" class="muted">No calls yet.</td></tr>'}</tbody>
</table></div>`,
    true,
  )
}
