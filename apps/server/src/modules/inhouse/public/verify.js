// Recomputes a round: the seed hash and the random floats here in the browser (Web Crypto),
// the game outcome by the server's published function (/games/inhouse/api/verify).
const $ = (id) => document.getElementById(id)
const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

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
        ? { game, target: Math.round(Number($('target').value) * 100) }
        : { game }
  const q = new URLSearchParams({
    serverSeed,
    clientSeed,
    nonce: String(nonce),
    bet: $('bet').value,
    params: JSON.stringify(params),
  })
  const res = await (await fetch(`/games/inhouse/api/verify?${q}`)).json()
  $('out').textContent = JSON.stringify(
    {
      serverSeedHash: hash,
      floats,
      payout: res.success ? (Number(res.value.payout) / 100).toFixed(2) : null,
      outcome: res.success ? res.value.outcome : res.message,
    },
    null,
    2,
  )
}

$('form').addEventListener('submit', (ev) => {
  recompute(ev).catch((e) => {
    $('out').textContent = String(e)
  })
})
const q = new URLSearchParams(location.search)
for (const k of ['serverSeed', 'clientSeed', 'nonce', 'game']) if (q.get(k)) $(k).value = q.get(k)
