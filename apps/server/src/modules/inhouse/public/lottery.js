// Parlor Pick 3 page: pick three digits, buy a ticket, the draw comes at once (provably fair).
// Talks only to /games/inhouse/api/*; the launch token in ?t= is traded once for a game session.
import { goBack } from './back-link.js'

const $ = (id) => document.getElementById(id)
const game = location.pathname.split('/').pop()
const BETS = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00']
const picks = [0, 0, 0]
let gameSession = sessionStorage.getItem(`parlor-game:${game}`)
let state = null
let busy = false

async function api(path, init = {}) {
  const res = await fetch(`/games/inhouse/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(gameSession ? { 'x-game-session': gameSession } : {}) },
  })
  const body = await res.json().catch(() => ({ success: false, message: res.statusText }))
  if (!body.success) throw new Error(body.message || body.errorCode || 'Request failed')
  return body.value
}
// A code used as the symbol (DEMO) is set apart from the figure; a sign (₱) is not.
const symbolOf = () => {
  const sym = state?.currencySymbol ?? ''
  return /[A-Za-z]$/.test(sym) ? `${sym} ` : sym
}
const money = (minor) =>
  `${symbolOf()}${(Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
function showError(e) {
  $('error').textContent = e instanceof Error ? e.message : String(e)
  $('error').hidden = false
}
function el(tag, attrs = {}, text) {
  const e = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v)
  if (text !== undefined) e.textContent = text
  return e
}
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

function renderFair(fair) {
  $('seedHash').textContent = fair.serverSeedHash
  $('clientSeed').value = fair.clientSeed
  $('nonce').textContent = String(fair.nonce)
}

async function onBuy() {
  if (busy) return
  busy = true
  $('buy').disabled = true
  $('error').hidden = true
  const ticket = { game, kind: kind(), picks: [...picks] }
  try {
    const r = await api('play', { method: 'POST', body: JSON.stringify({ bet: $('bet').value, params: ticket }) })
    const draw = r.outcome.draw
    renderBalls(
      draw,
      draw.map((d, i) => (ticket.kind === 'straight' ? d === ticket.picks[i] : ticket.picks.includes(d))),
    )
    $('drawNo').textContent = `Draw for ticket #${r.roundId} · nonce ${r.fair.nonce}`
    state.balanceMinor = r.balanceMinor
    $('balance').textContent = money(r.balanceMinor)
    const won = BigInt(r.payout) > 0n
    $('result').textContent = won
      ? `Ticket ${ticket.picks.join(' ')} wins ${money(r.payout)}!`
      : `Ticket ${ticket.picks.join(' ')} · draw ${draw.join(' ')} · no win this time`
    $('result').className = `result ${won ? 'win' : 'lose'}`
    $('nonce').textContent = String(r.fair.nextNonce)
    await loadHistory()
  } catch (e) {
    showError(e)
  } finally {
    busy = false
    $('buy').disabled = false
  }
}

async function onRotate() {
  try {
    const r = await api('seed', {
      method: 'POST',
      body: JSON.stringify({ clientSeed: $('clientSeed').value || 'parlor' }),
    })
    $('revealed').textContent =
      `Revealed server seed: ${r.revealed.serverSeed} (hash ${r.revealed.serverSeedHash}, client seed ${r.revealed.clientSeed}, nonces 0–${Math.max(0, r.revealed.nonces - 1)})`
    renderFair(r.next)
  } catch (e) {
    showError(e)
  }
}

async function start() {
  $('back').addEventListener('click', () => goBack(state?.backUrl))
  $('buy').addEventListener('click', onBuy)
  $('quick').addEventListener('click', quickPick)
  $('rotate').addEventListener('click', onRotate)
  for (const b of BETS) $('bet').append(el('option', { value: b }, b))
  renderPicker()
  renderBalls(null)
  try {
    const url = new URL(location.href)
    const token = url.searchParams.get('t')
    if (token) {
      // Single use: drop it from the address bar and history before anything else.
      url.searchParams.delete('t')
      history.replaceState(null, '', url.pathname + url.search)
      gameSession = (await api('session', { method: 'POST', body: JSON.stringify({ token, game }) })).sessionToken
      sessionStorage.setItem(`parlor-game:${game}`, gameSession)
    }
    if (!gameSession) throw new Error('Open this game from Parlor.')
    let rules
    ;[rules, state] = await Promise.all([api('rules'), api('state')])
    document.title = state.name
    $('title').textContent = state.name
    $('balance').textContent = money(state.balanceMinor)
    renderFair(state.fair)
    renderRules(rules)
    await loadHistory()
    $('buy').disabled = false
  } catch (e) {
    showError(e)
  }
}

start()
