/**
 * The simulator over real HTTP: it listens on a free port and calls a fake platform of our own on
 * another, a small seamless wallet that checks every signature, keeps balances idempotently by
 * transactionId and records each call, so launches, rounds, retries and chaos repeats are seen
 * exactly as the platform meets them.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../server/test/free-port.ts'
import { type Simulator, type SimulatorOptions, startSimulator } from './simulator.ts'
import { type LaunchParams, SIGNATURE_HEADER, launchUrl, signBody } from './signing.ts'

const SECRET = 'test-vendor-secret'
const closers: (() => Promise<void>)[] = []

afterEach(async () => {
  while (closers.length) await closers.pop()?.()
})

interface Recorded {
  operation: string
  vendor: string
  body: Record<string, string>
  status: number
  replayed: boolean
}

/** A seamless wallet for one player holding PHP 1,000.00, with launch tokens handed out by `token()`. */
async function fakePlatform(player: { username?: string } = {}) {
  const calls: Recorded[] = []
  const tokens = new Map<string, boolean>()
  const failures: Record<string, number[]> = {}
  const done = new Map<string, string>()
  let balance = 100_000n
  let tokenSeq = 0
  const app: FastifyInstance = Fastify({ logger: false })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, ok) => ok(null, raw))
  const answer = (replayed: boolean) => ({
    success: true,
    value: { balance: (Number(balance) / 100).toFixed(2), balanceMinor: balance.toString(), currency: 'PHP', replayed },
  })
  app.post<{ Params: { vendor: string; op: string } }>('/provider/:vendor/:op', async (req, reply) => {
    const raw = req.body as string
    const body = JSON.parse(raw) as Record<string, string>
    const { vendor, op } = req.params
    const record = (status: number, replayed = false) => calls.push({ operation: op, vendor, body, status, replayed })
    if (req.headers[SIGNATURE_HEADER] !== signBody(SECRET, raw)) {
      record(401)
      return reply.code(401).send({ success: false, errorCode: 'provider.signature.invalid' })
    }
    const fail = failures[op]?.shift()
    if (fail) {
      record(fail)
      return reply.code(fail).send({ success: false, errorCode: 'internal_error' })
    }
    if (op === 'authenticate') {
      if (tokens.get(body.token ?? '') !== false) {
        record(401)
        return reply.code(401).send({ success: false, errorCode: 'provider.session.invalid' })
      }
      tokens.set(body.token ?? '', true)
      record(200)
      return {
        success: true,
        value: {
          ...answer(false).value,
          playerId: '7',
          sessionToken: 'sess-1',
          username: player.username ?? 'demo',
          language: 'EN',
        },
      }
    }
    if (body.sessionToken !== 'sess-1') {
      record(401)
      return reply.code(401).send({ success: false, errorCode: 'provider.session.invalid' })
    }
    if (op === 'balance') {
      record(200)
      return answer(false)
    }
    const tx = body.transactionId ?? ''
    if (done.has(tx)) {
      record(200, true)
      return answer(true)
    }
    if (op === 'bet') balance -= BigInt(body.amount ?? '0')
    else if (op === 'win') balance += BigInt(body.amount ?? '0')
    else if (op === 'rollback') {
      const bet = calls.find(
        (c) => c.operation === 'bet' && c.body.transactionId === body.betTransactionId && c.status === 200,
      )
      balance += BigInt(bet?.body.amount ?? '0')
    }
    done.set(tx, op)
    record(200)
    return answer(false)
  })
  const port = await freePort()
  await app.listen({ port, host: '127.0.0.1' })
  closers.push(() => app.close())
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    balance: () => balance,
    token: () => {
      const t = `launch-${++tokenSeq}`
      tokens.set(t, false)
      return t
    },
    /** The next calls of `op` answer these statuses before the wallet is reached. */
    failNext: (op: string, ...statuses: number[]) => {
      failures[op] = statuses
    },
  }
}

type Platform = Awaited<ReturnType<typeof fakePlatform>>

async function simulator(platform: Platform, options: Partial<SimulatorOptions> = {}): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, secret: SECRET, platformUrl: platform.url, retryDelayMs: 5, ...options })
  closers.push(() => sim.close())
  return sim
}

function params(platform: Platform, overrides: Partial<LaunchParams> = {}): LaunchParams {
  return { vendor: 'JL', game: 'JL_0001', type: 'RNG', lang: 'EN', token: platform.token(), back: '', ...overrides }
}

/** Opens a launch URL as a browser would (following the redirect): the status, page and game page path. */
async function open(url: string) {
  const res = await fetch(url)
  return { status: res.status, html: await res.text(), path: new URL(res.url).pathname }
}

async function play(sim: Simulator, path: string, form: Record<string, string> = {}) {
  const res = await fetch(`${sim.url}${path}/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe(path)
  return (await fetch(`${sim.url}${path}`)).text()
}

const moneyCalls = (platform: Platform) =>
  platform.calls.filter((c) => ['bet', 'win', 'rollback'].includes(c.operation))

describe('launch', () => {
  it('refuses a launch URL whose signature does not match, without asking the platform', async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform)
    const url = launchUrl(sim.url, SECRET, params(platform)).replace('game=JL_0001', 'game=JL_0002')
    const page = await open(url)
    expect(page.status).toBe(401)
    expect(page.html).toContain('not signed by the platform')
    const wrongSecret = await open(launchUrl(sim.url, 'another-secret', params(platform)))
    expect(wrongSecret.status).toBe(401)
    expect(platform.calls).toEqual([])
  })

  it('refuses an unknown or reused launch token, as the platform answers', async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform)
    const unknown = await open(launchUrl(sim.url, SECRET, { ...params(platform), token: 'never-issued' }))
    expect(unknown.status).toBe(403)
    expect(unknown.html).toContain('expired or was already used')

    const p = params(platform)
    const first = await open(launchUrl(sim.url, SECRET, p))
    expect(first.status).toBe(200)
    expect(first.path).toMatch(/^\/game\//)
    const again = await open(launchUrl(sim.url, SECRET, p))
    expect(again.status).toBe(403)
    expect(platform.calls.filter((c) => c.operation === 'authenticate').map((c) => c.status)).toEqual([401, 200, 401])
  })

  it('tries authenticate three times when the platform does not answer, then says so', async () => {
    const platform = await fakePlatform()
    const tries: number[] = []
    const sim = await simulator(platform, {
      platformUrl: `http://127.0.0.1:${await freePort()}`,
      onCall: (c) => tries.push(c.attempt),
    })
    const page = await open(launchUrl(sim.url, SECRET, params(platform)))
    expect(page.status).toBe(502)
    expect(tries).toEqual([1, 2, 3])
  })

  it('refuses a game type it does not play', async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform)
    const page = await open(launchUrl(sim.url, SECRET, params(platform, { type: 'LOTT' })))
    expect(page.status).toBe(400)
    expect(platform.calls).toEqual([])
  })
})

describe('game pages', () => {
  const buttons: Record<string, string[]> = {
    RNG: ['Spin'],
    FISH: ['Shoot'],
    PVP: ['Deal'],
    LIVE: ['Bet on Player', 'Bet on Banker'],
    SPORTS: ['Place bet'],
    ESPORTS: ['Place bet'],
    COCKFIGHT: ['Place bet'],
  }

  it('renders a labelled DEMO page with balance, stakes and the play buttons for every game type', async () => {
    const platform = await fakePlatform({ username: '<i>mia</i>' })
    const sim = await simulator(platform)
    for (const [type, names] of Object.entries(buttons)) {
      const page = await open(launchUrl(sim.url, SECRET, params(platform, { type, game: `G<b>"${type}"` })))
      expect(page.status, type).toBe(200)
      expect(page.html).toContain('<strong>DEMO</strong> · simulated vendor')
      expect(page.html).toContain('PHP 1,000.00')
      expect(page.html).toContain('<legend>Stake</legend>')
      for (const name of names) expect(page.html, type).toContain(`>${name}</button>`)
      expect(page.html).toContain(`G&lt;b&gt;&quot;${type}&quot;`)
      expect(page.html).not.toContain('<b>')
      expect(page.html).toContain('&lt;i&gt;mia&lt;/i&gt;')
      expect(page.html).not.toContain('<i>')
    }
    const cockfight = await open(launchUrl(sim.url, SECRET, params(platform, { type: 'COCKFIGHT' })))
    expect(cockfight.html).toContain('Meron')
    expect(cockfight.html).toContain('Wala')
  })

  it('links back to `back` when given (escaped), and not at all otherwise or for a non-web address', async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform)
    const back = 'http://127.0.0.1:9/m/home?tab=RNG&x="y"'
    const withBack = await open(launchUrl(sim.url, SECRET, params(platform, { back })))
    expect(withBack.html).toContain('<a class="back" href="http://127.0.0.1:9/m/home?tab=RNG&amp;x=%22y%22">')
    const without = await open(launchUrl(sim.url, SECRET, params(platform)))
    expect(without.html).not.toContain('class="back"')
    const script = await open(launchUrl(sim.url, SECRET, params(platform, { back: 'javascript:alert(1)' })))
    expect(script.status).toBe(200)
    expect(script.html).not.toContain('javascript:')
  })
})

describe('rounds', () => {
  it('plays a round as bet then win with the same round id and a fresh transaction id each', async () => {
    const platform = await fakePlatform()
    // Every reel lands on the first symbol: three of a kind pays ×5.
    const sim = await simulator(platform, { random: () => 0 })
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform)))
    const html = await play(sim, path, { stake: '1000' })

    const [bet, win, ...rest] = moneyCalls(platform)
    expect(rest).toEqual([])
    expect(bet?.operation).toBe('bet')
    expect(win?.operation).toBe('win')
    expect(bet?.body).toMatchObject({ sessionToken: 'sess-1', gameCode: 'JL_0001', amount: '1000' })
    expect(win?.body).toMatchObject({ sessionToken: 'sess-1', roundId: bet?.body.roundId, amount: '5000' })
    expect(win?.body.transactionId).not.toBe(bet?.body.transactionId)
    expect(platform.balance()).toBe(104_000n)
    expect(html).toContain('Three of a kind: ×5')
    expect(html).toContain('PHP 1,040.00')

    await play(sim, path)
    const second = moneyCalls(platform).slice(2)
    expect(second.map((c) => c.operation)).toEqual(['bet', 'win'])
    expect(second[0]?.body.roundId).not.toBe(bet?.body.roundId)
    expect(second[0]?.body.amount).toBe('1000')
    const ids = moneyCalls(platform).map((c) => c.body.transactionId)
    expect(new Set(ids).size).toBe(4)
  })

  it("opens the match a launch names (a hot match's Bet now), and refuses it tampered", async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform)
    const sports = { vendor: 'SB1', type: 'SPORTS', game: 'SB1_0003' }
    const page = await open(launchUrl(sim.url, SECRET, params(platform, { ...sports, match: '12' })))
    expect(page.status).toBe(200)
    expect(page.html).toContain('<h1>Match betting · match 12</h1>')
    const plain = await open(launchUrl(sim.url, SECRET, params(platform, sports)))
    expect(plain.html).toContain('<h1>Match betting</h1>')
    expect(plain.html).not.toContain('match 12')
    // The match is signed: another id under the same signature is refused without asking the platform.
    const calls = platform.calls.length
    const tampered = await open(
      launchUrl(sim.url, SECRET, params(platform, { ...sports, match: '12' })).replace('match=12', 'match=13'),
    )
    expect(tampered.status).toBe(401)
    expect(platform.calls.length).toBe(calls)
  })

  it('settles a lost match bet with a win of 0', async () => {
    const platform = await fakePlatform()
    // 0.99: the second side wins, so a pick of the first loses.
    const sim = await simulator(platform, { random: () => 0.99 })
    const { path } = await open(
      launchUrl(sim.url, SECRET, params(platform, { vendor: 'SB1', type: 'SPORTS', game: 'SB1_0003' })),
    )
    const html = await play(sim, path, { side: 'a', stake: '500' })
    const [bet, win] = moneyCalls(platform)
    expect(bet?.body.amount).toBe('500')
    expect(win?.body).toMatchObject({ roundId: bet?.body.roundId, amount: '0' })
    expect(html).toContain('Your pick lost')
    expect(html).toContain('PHP 995.00')
  })

  it('retries a bet answered 500 with the same transaction id, then settles the round', async () => {
    const platform = await fakePlatform()
    platform.failNext('bet', 500, 503)
    const sim = await simulator(platform, { random: () => 0.99 })
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform, { vendor: 'KPV', type: 'PVP' })))
    await play(sim, path)
    const bets = moneyCalls(platform).filter((c) => c.operation === 'bet')
    expect(bets.map((c) => c.status)).toEqual([500, 503, 200])
    expect(new Set(bets.map((c) => c.body.transactionId)).size).toBe(1)
    expect(moneyCalls(platform).filter((c) => c.operation === 'win')).toHaveLength(1)
  })

  it('cancels the round with a rollback when the bet never gets an answer', async () => {
    const platform = await fakePlatform()
    platform.failNext('bet', 500, 500, 500)
    const sim = await simulator(platform)
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform)))
    const html = await play(sim, path)
    const money = moneyCalls(platform)
    expect(money.map((c) => c.operation)).toEqual(['bet', 'bet', 'bet', 'rollback'])
    expect(money[3]?.body.betTransactionId).toBe(money[0]?.body.transactionId)
    expect(html).toContain('the round was cancelled')
    expect(platform.balance()).toBe(100_000n)
  })

  it('shows the wallet refusing a bet and sends no win', async () => {
    const platform = await fakePlatform()
    platform.failNext('bet', 409)
    const sim = await simulator(platform)
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform)))
    const html = await play(sim, path)
    expect(moneyCalls(platform).map((c) => c.operation)).toEqual(['bet'])
    expect(html).toContain('role="alert"')
  })
})

describe('chaos mode', () => {
  it('sends calls twice with the same body, and the platform applies each once', async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform, { random: () => 0, chaos: { duplicate: 1, delayWin: 0, rollback: 0 } })
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform, { vendor: 'FCF', type: 'FISH' })))
    await play(sim, path, { target: 'big', stake: '100' })
    const money = moneyCalls(platform)
    expect(money.map((c) => [c.operation, c.replayed])).toEqual([
      ['bet', false],
      ['bet', true],
      ['win', false],
      ['win', true],
    ])
    expect(money[1]?.body).toEqual(money[0]?.body)
    expect(money[3]?.body).toEqual(money[2]?.body)
    expect(platform.balance()).toBe(100_400n)
  })

  it('rolls a round back instead of settling it', async () => {
    const platform = await fakePlatform()
    const sim = await simulator(platform, { chaos: { duplicate: 0, delayWin: 0, rollback: 1 } })
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform, { vendor: 'EVO', type: 'LIVE' })))
    const html = await play(sim, path, { side: 'banker' })
    const money = moneyCalls(platform)
    expect(money.map((c) => c.operation)).toEqual(['bet', 'rollback'])
    expect(money[1]?.body).toMatchObject({
      roundId: money[0]?.body.roundId,
      betTransactionId: money[0]?.body.transactionId,
    })
    expect(html).toContain('rolled this round back')
    expect(platform.balance()).toBe(100_000n)
  })

  it('sends a delayed win after the page has answered, and still sends it when stopped', async () => {
    const platform = await fakePlatform()
    const sim = await startSimulator({
      port: 0,
      secret: SECRET,
      platformUrl: platform.url,
      random: () => 0,
      chaos: { duplicate: 0, delayWin: 1, rollback: 0, winDelayMs: 60_000 },
    })
    const { path } = await open(launchUrl(sim.url, SECRET, params(platform)))
    const html = await play(sim, path)
    expect(html).toContain('late on purpose')
    expect(moneyCalls(platform).map((c) => c.operation)).toEqual(['bet'])
    await sim.close()
    const [bet, win] = moneyCalls(platform)
    expect(win?.body).toMatchObject({ roundId: bet?.body.roundId, amount: '500' })
  })
})
