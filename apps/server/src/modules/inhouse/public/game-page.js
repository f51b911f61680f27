// What the in-house game pages (game.js, lottery.js) have in common, loaded by them as a module:
// the calls to /games/inhouse/api/* under the page's game session, money in the player's currency,
// the error line, the provably-fair panel and the start (the launch token in ?t= traded once for a
// game session, then the rules and the player's state). Texts and numbers are i18n.js's.
import { goBack } from './back-link.js'
import { decimal, lang, t } from './i18n.js'

export const $ = (id) => document.getElementById(id)
/** The game code: the last segment of the page's path. */
export const game = location.pathname.split('/').pop()
const BETS = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00']
let gameSession = sessionStorage.getItem(`parlor-game:${game}`)
let state = null
let busy = false

export async function api(path, init = {}) {
  const res = await fetch(`/games/inhouse/api/${path}`, {
    ...init,
    // The server's error messages come back in the page's language.
    headers: {
      'content-type': 'application/json',
      language: lang,
      ...(gameSession ? { 'x-game-session': gameSession } : {}),
    },
  })
  const body = await res.json().catch(() => ({ success: false }))
  if (!body.success) throw new Error(body.message || t('common.requestFailed'))
  return body.value
}

// A code used as the symbol (DEMO) is set apart from the figure; a sign (₱) is not.
const symbolOf = () => {
  const sym = state?.currencySymbol ?? ''
  return /[A-Za-z]$/.test(sym) ? `${sym} ` : sym
}
export const money = (minor) => `${symbolOf()}${decimal(Number(minor) / 100)}`

export function showError(e) {
  $('error').textContent = e instanceof Error ? e.message : String(e)
  $('error').hidden = false
}

export function el(tag, attrs = {}, text) {
  const e = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v)
  if (text !== undefined) e.textContent = text
  return e
}

function renderFair(fair) {
  $('seedHash').textContent = fair.serverSeedHash
  $('clientSeed').value = fair.clientSeed
  $('nonce').textContent = String(fair.nonce)
}

function showBalance(minor) {
  state.balanceMinor = minor
  $('balance').textContent = money(minor)
}

/**
 * Plays one round from the page's play button, one at a time: the button is off while the round is
 * on, and a failure shows on the error line. `round` places it (through `bet`) and shows the outcome.
 */
export async function playRound(buttonId, round) {
  if (busy) return
  busy = true
  $(buttonId).disabled = true
  $('error').hidden = true
  try {
    await round()
  } catch (e) {
    showError(e)
  } finally {
    busy = false
    $(buttonId).disabled = false
  }
}

/** Places a bet of the chosen stake; the new balance and the next nonce show at once. */
export async function bet(params) {
  const r = await api('play', { method: 'POST', body: JSON.stringify({ bet: $('bet').value, params }) })
  showBalance(r.balanceMinor)
  $('nonce').textContent = String(r.fair.nextNonce)
  return r
}

async function onRotate() {
  try {
    const r = await api('seed', {
      method: 'POST',
      body: JSON.stringify({ clientSeed: $('clientSeed').value || 'parlor' }),
    })
    $('revealed').textContent = t('fair.revealed', {
      seed: r.revealed.serverSeed,
      hash: r.revealed.serverSeedHash,
      clientSeed: r.revealed.clientSeed,
      last: Math.max(0, r.revealed.nonces - 1),
    })
    renderFair(r.next)
  } catch (e) {
    showError(e)
  }
}

/**
 * Starts the page: the back button, the seed change and the stakes; then the game session, the
 * player's state and the rules, handed to `ready` to draw the game's own parts. A failure on the way
 * shows on the error line.
 */
export async function startGame(ready) {
  $('back').addEventListener('click', () => goBack(state?.backUrl))
  $('rotate').addEventListener('click', onRotate)
  for (const b of BETS) $('bet').append(el('option', { value: b }, decimal(Number(b))))
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
    if (!gameSession) throw new Error(t('common.openFromParlor'))
    let rules
    // The page's title is the game's name in the player's language, written by the server.
    ;[rules, state] = await Promise.all([api('rules'), api('state')])
    showBalance(state.balanceMinor)
    renderFair(state.fair)
    await ready(rules)
  } catch (e) {
    showError(e)
  }
}
