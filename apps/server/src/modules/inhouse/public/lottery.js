// Parlor Pick 3 page: pick three digits, buy a ticket, the draw comes at once (provably fair).
// The session, the calls, the stakes and the provably-fair panel are game-page.js's.
import { $, api, bet, el, game, money, playRound, startGame } from './game-page.js'

const picks = [0, 0, 0]
const kind = () => document.querySelector('input[name="kind"]:checked')?.value ?? 'straight'
const kindName = (k) => (k === 'box' ? 'Box' : 'Straight')

function renderPicker() {
  const box = $('picker')
  box.replaceChildren()
  picks.forEach((d, i) => {
    const col = el('div', { class: 'digit' })
    const up = el('button', { type: 'button', 'aria-label': `Digit ${i + 1} up` }, '▲')
    const out = el('output', { id: `pick${i}`, 'aria-label': `Digit ${i + 1}` }, String(d))
    const down = el('button', { type: 'button', 'aria-label': `Digit ${i + 1} down` }, '▼')
    up.addEventListener('click', () => setPick(i, (picks[i] + 1) % 10))
    down.addEventListener('click', () => setPick(i, (picks[i] + 9) % 10))
    col.append(up, out, down)
    box.append(col)
  })
}
function setPick(i, d) {
  picks[i] = d
  $(`pick${i}`).textContent = String(d)
}
function randomDigit() {
  const r = new Uint8Array(1)
  // 250 = 25 × 10: bytes above it are redrawn so every digit is equally likely.
  do crypto.getRandomValues(r)
  while (r[0] >= 250)
  return r[0] % 10
}
function quickPick() {
  for (let i = 0; i < 3; i++) setPick(i, randomDigit())
}

function renderBalls(draw, hits) {
  const box = $('balls')
  box.replaceChildren()
  for (let i = 0; i < 3; i++) {
    const d = draw?.[i]
    box.append(
      el(
        'div',
        { class: `ball${d === undefined ? ' empty' : ''}${hits?.[i] ? ' hit' : ''}`, 'data-digit': String(d ?? '') },
        d === undefined ? '?' : String(d),
      ),
    )
  }
}

function renderHistory(rounds) {
  const list = $('history')
  list.replaceChildren()
  $('historyEmpty').hidden = rounds.length > 0
  for (const r of rounds) {
    const li = el('li', { class: 'ticket', 'data-round': r.roundId })
    const p = r.params ?? {}
    const draw = r.outcome?.draw
    const won = BigInt(r.payout) > 0n
    const status = r.status === 'rolled_back' ? 'Refunded' : r.status === 'open' ? 'Drawing…' : won ? 'Won' : 'No win'
    li.append(
      el('span', {}, `${(p.picks ?? []).join(' ')} · ${kindName(p.kind)}`),
      el(
        'span',
        { class: `amount ${won ? 'win' : 'lose'}` },
        r.status === 'settled' && won ? `+${money(r.payout)}` : status,
      ),
      el(
        'span',
        { class: 'meta' },
        `${draw ? `Draw ${draw.join(' ')}` : 'No draw'} · stake ${money(r.bet)} · ${new Date(r.createdAt).toLocaleString()} · #${r.roundId}`,
      ),
    )
    list.append(li)
  }
}
async function loadHistory() {
  renderHistory((await api('history')).rounds)
}

function renderRules(rules) {
  const p3 = rules.pick3
  const box = $('rules')
  box.replaceChildren(
    el(
      'p',
      {},
      'Pick three digits from 0 to 9 and buy a ticket. Every ticket has its own draw of three digits, made the moment you buy it.',
    ),
  )
  const table = el('table', { class: 'paytable' })
  for (const [name, how, pays] of [
    ['Straight', 'your digits in the exact order', p3.straightPays],
    ['Box, three different digits', 'your digits in any order (6 ways)', p3.boxDistinctPays],
    ['Box with a pair', 'your digits in any order (3 ways)', p3.boxPairPays],
  ]) {
    const tr = el('tr')
    tr.append(el('td', {}, name), el('td', {}, how), el('td', {}, `× ${pays}`))
    table.append(tr)
  }
  box.append(
    table,
    el(
      'p',
      { class: 'small' },
      'Wins pay the stake times the figure shown, stake included. A box needs at least two different digits.',
    ),
  )
  $('rtp').textContent = ` · Return to player ${(p3.rtp * 100).toFixed(2)}%`
}

function onBuy() {
  const ticket = { game, kind: kind(), picks: [...picks] }
  return playRound('buy', async () => {
    const r = await bet(ticket)
    const draw = r.outcome.draw
    renderBalls(
      draw,
      draw.map((d, i) => (ticket.kind === 'straight' ? d === ticket.picks[i] : ticket.picks.includes(d))),
    )
    $('drawNo').textContent = `Draw for ticket #${r.roundId} · nonce ${r.fair.nonce}`
    const won = BigInt(r.payout) > 0n
    $('result').textContent = won
      ? `Ticket ${ticket.picks.join(' ')} wins ${money(r.payout)}!`
      : `Ticket ${ticket.picks.join(' ')} · draw ${draw.join(' ')} · no win this time`
    $('result').className = `result ${won ? 'win' : 'lose'}`
    await loadHistory()
  })
}

$('buy').addEventListener('click', onBuy)
$('quick').addEventListener('click', quickPick)
renderPicker()
renderBalls(null)
startGame(async (rules) => {
  renderRules(rules)
  await loadHistory()
  $('buy').disabled = false
})
