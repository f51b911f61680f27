// Parlor Originals game page: one script for the three games (chosen by the URL path).
// The session, the calls, the stakes and the provably-fair panel are game-page.js's; texts and
// numbers in the player's language are i18n.js's.
import { $, bet, el, game, money, playRound, startGame } from './game-page.js'
import { decimal, parseDecimal, percent, t } from './i18n.js'

// Plain glyphs (not emoji): they render on every phone and in headless browsers alike.
const SYMBOLS = { SEVEN: '7', BAR: 'BAR', BELL: '♛', LEMON: '●', PLUM: '♦', CHERRY: '♥' }

function renderRules(rules) {
  const box = $('rules')
  box.replaceChildren()
  if (game === 'inhouse_rng_001') {
    box.append(el('p', {}, t('slot.rules')))
    const table = el('table', { class: 'paytable' })
    for (const [sym, pays] of Object.entries(rules.slot.pays).sort((a, b) => b[1] - a[1])) {
      const tr = el('tr')
      tr.append(
        el('td', { class: `sym-${sym}`, dir: 'ltr' }, `${SYMBOLS[sym]} ${SYMBOLS[sym]} ${SYMBOLS[sym]}`),
        el('td', {}, t(`slot.${sym}`)),
        el('td', {}, `× ${decimal(pays, 0)}`),
      )
      table.append(tr)
    }
    box.append(table)
  } else if (game === 'inhouse_rng_002') {
    const d = rules.dice
    box.append(
      el(
        'p',
        {},
        t('dice.rules', {
          low: decimal(0),
          high: decimal(99.99),
          lo: t('dice.lo'),
          hi: t('dice.hi'),
          min: percent(d.minChance / 100, 0),
          max: percent(d.maxChance / 100, 0),
          payout: decimal(d.payoutPct, 0),
        }),
      ),
    )
  } else {
    box.append(el('p', {}, t('crash.rules', { start: `${decimal(1)}×`, edge: decimal(rules.crash.payoutPct / 100) })))
  }
  const rtp = rules.games.find((g) => g.game === game)?.rtp ?? 0
  $('rtp').textContent = t('common.rtp', { rtp: percent(rtp) })
  box.append(el('p', { class: 'small' }, t('common.rtpStated', { rtp: percent(rtp) })))
}

function renderOptions() {
  const box = $('options')
  if (game === 'inhouse_rng_002') {
    box.replaceChildren()
    const side = el('select', { id: 'side', 'aria-label': t('dice.side') })
    side.append(el('option', { value: 'lo' }, t('dice.lo')), el('option', { value: 'hi' }, t('dice.hi')))
    const chance = el('input', {
      id: 'chance',
      type: 'number',
      min: '5',
      max: '95',
      value: '50',
      'aria-label': t('dice.winChance'),
    })
    const l1 = el('label', {}, `${t('dice.side')} `)
    l1.append(side)
    const l2 = el('label', {}, `${t('dice.chance')} `)
    l2.append(chance)
    box.append(l1, l2)
  } else if (game === 'inhouse_rng_003') {
    const target = el('input', {
      id: 'target',
      value: '2.00',
      inputmode: 'decimal',
      dir: 'ltr',
      'aria-label': t('crash.cashOut'),
    })
    const l = el('label', {}, `${t('crash.cashOut')} × `)
    l.append(target)
    box.append(l)
  }
}

function params() {
  if (game === 'inhouse_rng_002') return { game, side: $('side').value, chance: Number($('chance').value) }
  if (game === 'inhouse_rng_003') return { game, target: Math.round(parseDecimal($('target').value) * 100) }
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
    stage.append(el('div', { class: 'big' }, outcome ? decimal(outcome.roll) : '–.––'))
  } else {
    stage.append(el('div', { class: 'big rocket' }, `▲ ${decimal(outcome ? outcome.crash : 1)}×`))
  }
}

function onPlay() {
  return playRound('play', async () => {
    const r = await bet(params())
    renderStage(r.outcome)
    const won = BigInt(r.payout) > 0n
    $('result').textContent = won ? t('result.win', { amount: money(r.payout) }) : t('result.noWin')
    $('result').className = `result ${won ? 'win' : 'lose'}`
  })
}

$('play').addEventListener('click', onPlay)
startGame((rules) => {
  renderRules(rules)
  renderOptions()
  renderStage(null)
  $('play').disabled = false
})
