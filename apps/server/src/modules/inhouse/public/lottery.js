// Parlor Pick 3 page: pick three digits, buy a ticket, the draw comes at once (provably fair).
// The session, the calls, the stakes and the provably-fair panel are game-page.js's; texts and
// numbers in the player's language are i18n.js's. Picked and drawn digits stay 0-9 in every language.
import { $, api, bet, el, game, money, playRound, startGame } from './game-page.js'
import { dateTime, decimal, ltr, percent, t } from './i18n.js'

const picks = [0, 0, 0]
const kind = () => document.querySelector('input[name="kind"]:checked')?.value ?? 'straight'
const kindName = (k) => t(k === 'box' ? 'lottery.box' : 'lottery.straight')

function renderPicker() {
  const box = $('picker')
  box.replaceChildren()
  picks.forEach((d, i) => {
    const col = el('div', { class: 'digit' })
    const up = el('button', { type: 'button', 'aria-label': t('lottery.digitUp', { n: i + 1 }) }, '▲')
    const out = el('output', { id: `pick${i}`, 'aria-label': t('lottery.digit', { n: i + 1 }) }, String(d))
    const down = el('button', { type: 'button', 'aria-label': t('lottery.digitDown', { n: i + 1 }) }, '▼')
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
    const status = t(
      r.status === 'rolled_back'
        ? 'lottery.refunded'
        : r.status === 'open'
          ? 'lottery.drawing'
          : won
            ? 'lottery.won'
            : 'lottery.noWin',
    )
    li.append(
      el('span', {}, `${ltr((p.picks ?? []).join(' '))} · ${kindName(p.kind)}`),
      el(
        'span',
        { class: `amount ${won ? 'win' : 'lose'}` },
        r.status === 'settled' && won ? `+${money(r.payout)}` : status,
      ),
      el(
        'span',
        { class: 'meta' },
        [
          draw ? t('lottery.draw', { digits: ltr(draw.join(' ')) }) : t('lottery.noDraw'),
          t('lottery.stakeOf', { amount: money(r.bet) }),
          dateTime(r.createdAt),
          ltr(`#${r.roundId}`),
        ].join(' · '),
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
  const times = (n) => `×${decimal(n, 0)}`
  box.replaceChildren(el('p', {}, t('lottery.rules')))
  const table = el('table', { class: 'paytable' })
  for (const [name, how, pays] of [
    ['lottery.straight', 'lottery.straightHow', p3.straightPays],
    ['lottery.boxDistinct', 'lottery.boxDistinctHow', p3.boxDistinctPays],
    ['lottery.boxPair', 'lottery.boxPairHow', p3.boxPairPays],
  ]) {
    const tr = el('tr')
    tr.append(el('td', {}, t(name)), el('td', {}, t(how)), el('td', {}, times(pays)))
    table.append(tr)
  }
  box.append(table, el('p', { class: 'small' }, t('lottery.rulesNote')))
  $('rtp').textContent = t('common.rtp', { rtp: percent(p3.rtp) })
  $('straightPays').textContent = times(p3.straightPays)
  $('boxPays').textContent = `${times(p3.boxDistinctPays)} / ${times(p3.boxPairPays)}`
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
    $('drawNo').textContent = t('lottery.drawFor', { round: ltr(r.roundId), nonce: r.fair.nonce })
    const won = BigInt(r.payout) > 0n
    const picked = ltr(ticket.picks.join(' '))
    $('result').textContent = won
      ? t('lottery.wins', { picks: picked, amount: money(r.payout) })
      : t('lottery.lost', { picks: picked, draw: ltr(draw.join(' ')) })
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
