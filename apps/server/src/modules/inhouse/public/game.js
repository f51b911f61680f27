// Parlor Originals game page: one script for the three games (chosen by the URL path).
// Talks only to /games/inhouse/api/*; the launch token in ?t= is traded once for a game session.
import { goBack } from './back-link.js'

const $ = (id) => document.getElementById(id)
const game = location.pathname.split('/').pop()
const BETS = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00']
// Plain glyphs (not emoji): they render on every phone and in headless browsers alike.
const SYMBOLS = { SEVEN: '7', BAR: 'BAR', BELL: '♛', LEMON: '●', PLUM: '♦', CHERRY: '♥' }
let gameSession = sessionStorage.getItem(`parlor-game:${game}`)
let state = null
let rules = null
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

function renderFair(fair) {
  $('seedHash').textContent = fair.serverSeedHash
  $('clientSeed').value = fair.clientSeed
  $('nonce').textContent = String(fair.nonce)
}

function el(tag, attrs = {}, text) {
  const e = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v)
  if (text !== undefined) e.textContent = text
  return e
}

function renderRules() {
  const box = $('rules')
  box.replaceChildren()
  if (game === 'inhouse_rng_001') {
    box.append(
      el(
        'p',
        {},
        'Three reels, three rows, five pay lines (three rows and two diagonals). Your bet is split evenly over the five lines; three of a kind on a line pays the line stake times:',
      ),
    )
    const table = el('table', { class: 'paytable' })
    for (const [sym, pays] of Object.entries(rules.slot.pays).sort((a, b) => b[1] - a[1])) {
      const tr = el('tr')
      tr.append(
        el('td', { class: `sym-${sym}` }, `${SYMBOLS[sym]} ${SYMBOLS[sym]} ${SYMBOLS[sym]}`),
        el('td', {}, `${sym}`),
        el('td', {}, `× ${pays}`),
      )
      table.append(tr)
    }
    box.append(table)
  } else if (game === 'inhouse_rng_002') {
    box.append(
      el(
        'p',
        {},
        `A roll from 0.00 to 99.99. Pick Lo (roll under your chance) or Hi (roll at or above 100 − chance), and a win chance from ${rules.dice.minChance}% to ${rules.dice.maxChance}%. A win pays ${rules.dice.payoutPct} ÷ chance times the bet.`,
      ),
    )
  } else {
    box.append(
      el(
        'p',
        {},
        'The rocket climbs from 1.00× until it crashes. Set your cash-out before launch: if the rocket reaches it, you win the bet times your cash-out. The crash point is 0.97 ÷ (1 − r) for a fair random r, floored to hundredths.',
      ),
    )
  }
  const rtp = rules.games.find((g) => g.game === game)?.rtp ?? 0
  $('rtp').textContent = `Return to player ${(rtp * 100).toFixed(2)}%`
  box.append(el('p', { class: 'small' }, `Stated return to player: ${(rtp * 100).toFixed(2)}% over the long run.`))
}

function renderOptions() {
  const box = $('options')
  if (game === 'inhouse_rng_002') {
    box.innerHTML = ''
    const side = el('select', { id: 'side', 'aria-label': 'Side' })
    side.append(el('option', { value: 'lo' }, 'Lo'), el('option', { value: 'hi' }, 'Hi'))
    const chance = el('input', {
      id: 'chance',
      type: 'number',
      min: '5',
      max: '95',
      value: '50',
      'aria-label': 'Win chance %',
    })
    const l1 = el('label', {}, 'Side ')
    l1.append(side)
    const l2 = el('label', {}, 'Chance % ')
    l2.append(chance)
    box.append(l1, l2)
  } else if (game === 'inhouse_rng_003') {
    const target = el('input', { id: 'target', value: '2.00', inputmode: 'decimal', 'aria-label': 'Cash out at' })
    const l = el('label', {}, 'Cash out at × ')
    l.append(target)
    box.append(l)
  }
}

function params() {
  if (game === 'inhouse_rng_002') return { game, side: $('side').value, chance: Number($('chance').value) }
  if (game === 'inhouse_rng_003') return { game, target: Math.round(Number($('target').value) * 100) }
  return { game }
}

function renderStage(outcome) {
  const stage = $('stage')
  stage.replaceChildren()
  if (game === 'inhouse_rng_001') {
    const grid = outcome?.grid ?? [0, 1, 2].map(() => ['CHERRY', 'SEVEN', 'BELL'])
    const reels = el('div', { class: 'reels' })
    for (const reel of grid) {
      const col = el('div', { class: 'reel' })
      for (const sym of reel) col.append(el('div', { class: `cell sym-${sym}` }, SYMBOLS[sym] ?? '?'))
      reels.append(col)
    }
    stage.append(reels)
  } else if (game === 'inhouse_rng_002') {
    stage.append(el('div', { class: 'big' }, outcome ? outcome.roll.toFixed(2) : '–.––'))
  } else {
    stage.append(el('div', { class: 'big rocket' }, outcome ? `▲ ${outcome.crash.toFixed(2)}×` : '▲ 1.00×'))
  }
}

async function onPlay() {
  if (busy) return
  busy = true
  $('play').disabled = true
  $('error').hidden = true
  try {
    const r = await api('play', { method: 'POST', body: JSON.stringify({ bet: $('bet').value, params: params() }) })
    renderStage(r.outcome)
    state.balanceMinor = r.balanceMinor
    $('balance').textContent = money(r.balanceMinor)
    const won = BigInt(r.payout) > 0n
    $('result').textContent = won ? `You win ${money(r.payout)}` : 'No win this time'
    $('result').className = `result ${won ? 'win' : 'lose'}`
    $('nonce').textContent = String(r.fair.nextNonce)
  } catch (e) {
    showError(e)
  } finally {
    busy = false
    $('play').disabled = false
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
  $('play').addEventListener('click', onPlay)
  $('rotate').addEventListener('click', onRotate)
  for (const b of BETS) $('bet').append(el('option', { value: b }, b))
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
    ;[rules, state] = await Promise.all([api('rules'), api('state')])
    document.title = state.name
    $('title').textContent = state.name
    $('balance').textContent = money(state.balanceMinor)
    renderFair(state.fair)
    renderRules()
    renderOptions()
    renderStage(null)
    $('play').disabled = false
  } catch (e) {
    showError(e)
  }
}

start()
