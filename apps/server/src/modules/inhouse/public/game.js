// Parlor Originals game page: one script for the three games (chosen by the URL path).
// The session, the calls, the stakes and the provably-fair panel are game-page.js's.
import { $, bet, el, game, money, playRound, startGame } from './game-page.js'

// Plain glyphs (not emoji): they render on every phone and in headless browsers alike.
const SYMBOLS = { SEVEN: '7', BAR: 'BAR', BELL: '♛', LEMON: '●', PLUM: '♦', CHERRY: '♥' }

function renderRules(rules) {
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

function onPlay() {
  return playRound('play', async () => {
    const r = await bet(params())
    renderStage(r.outcome)
    const won = BigInt(r.payout) > 0n
    $('result').textContent = won ? `You win ${money(r.payout)}` : 'No win this time'
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
