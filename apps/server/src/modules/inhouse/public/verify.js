// Recomputes a round: the seed hash and the random floats here in the browser (Web Crypto),
// the game outcome by the server's published function (/games/inhouse/api/verify). The summary
// speaks the page's language (i18n.js); the raw data below it stays JSON for anyone to check.
import { decimal, lang, parseDecimal, t } from './i18n.js'

const $ = (id) => document.getElementById(id)
const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** The outcome in a sentence of the page's language. */
function describe(outcome) {
  if (!outcome || typeof outcome !== 'object') return String(outcome ?? '')
  if ('grid' in outcome) return t('verify.slotOutcome', { count: outcome.wins.length })
  if ('roll' in outcome) return t('verify.diceOutcome', { roll: decimal(outcome.roll) })
  if ('crash' in outcome) return t('verify.crashOutcome', { crash: `${decimal(outcome.crash)}×` })
  return JSON.stringify(outcome)
}

function showSummary(rows) {
  const box = $('summary')
  box.replaceChildren()
  for (const [label, value, className] of rows) {
    const dt = document.createElement('dt')
    dt.textContent = label
    const dd = document.createElement('dd')
    dd.textContent = value
    if (className) dd.className = className
    box.append(dt, dd)
  }
  box.hidden = false
}

function showRaw(text) {
  $('out').textContent = text
  $('raw').hidden = false
}

async function recompute(ev) {
  ev.preventDefault()
  const enc = new TextEncoder()
  const serverSeed = $('serverSeed').value.trim()
  const clientSeed = $('clientSeed').value.trim()
  const nonce = Number($('nonce').value)
  const game = $('game').value
  const hash = hex(await crypto.subtle.digest('SHA-256', enc.encode(serverSeed)))
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const mac = new DataView(await crypto.subtle.sign('HMAC', key, enc.encode(`${clientSeed}:${nonce}`)))
  const floats = [0, 1, 2].map((i) => mac.getUint32(i * 4) / 2 ** 32)
  const params =
    game === 'inhouse_rng_002'
      ? { game, side: $('side').value, chance: Number($('chance').value) }
      : game === 'inhouse_rng_003'
        ? { game, target: Math.round(parseDecimal($('target').value) * 100) }
        : { game }
  const q = new URLSearchParams({
    serverSeed,
    clientSeed,
    nonce: String(nonce),
    // A comma before the decimals is as good as a dot.
    bet: $('bet').value.trim().replace(',', '.'),
    params: JSON.stringify(params),
  })
  const res = await (await fetch(`/games/inhouse/api/verify?${q}`, { headers: { language: lang } })).json()
  const payout = res.success ? Number(res.value.payout) / 100 : null
  showSummary([
    [t('verify.seedHash'), hash, 'mono'],
    [t('verify.floats'), floats.map((f) => f.toFixed(8)).join(' · '), 'mono numbers'],
    [t('verify.payout'), payout === null ? '–' : decimal(payout)],
    [t('verify.outcome'), res.success ? describe(res.value.outcome) : t('verify.failed', { reason: res.message })],
  ])
  // Data, not text: the same JSON in every language.
  showRaw(
    JSON.stringify(
      {
        serverSeedHash: hash,
        floats,
        payout: payout === null ? null : payout.toFixed(2),
        outcome: res.success ? res.value.outcome : res.message,
      },
      null,
      2,
    ),
  )
}

$('form').addEventListener('submit', (ev) => {
  recompute(ev).catch((e) => showRaw(String(e)))
})
const q = new URLSearchParams(location.search)
for (const k of ['serverSeed', 'clientSeed', 'nonce', 'game']) if (q.get(k)) $(k).value = q.get(k)
