import { zodResolver } from '@hookform/resolvers/zod'
import { type LotteryFamily, parseMajor, toMinor } from '@parlor/contract'
import { Button } from 'antd-mobile'
import { type InputHTMLAttributes, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { type FieldProblem, Form } from '@/components/form/form'
import { FieldError, FormField } from '@/components/form/form-field'
import { isEntryPick, type PickerKind, pickerOf, randomPick } from '../utils/bet-kinds'
import { pickLabel } from '../utils/orders-texts'
import { formatMoney } from '@/lib/format'

interface BetFormProps {
  family: LotteryFamily
  betType: string
  maxPicks: number
  minStake: number
  maxStake: number
  symbol: string
  /** The stake last used, so switching bet types keeps it. */
  stake: string
  onAdd: (picks: string[], stakeMinor: bigint, stakeText: string) => void
}

interface Values {
  picks: string[]
  stake: string
}

const ERRORS = new Set([
  'picksRequired',
  'tooManyPicks',
  'stakeRequired',
  'stakeInvalid',
  'stakeBelowMin',
  'stakeAboveMax',
])

/** The number picker of one bet type, quick pick, the stake per pick, and "Add to slip". */
export function BetForm({ family, betType, maxPicks, minStake, maxStake, symbol, stake, onAdd }: BetFormProps) {
  const { t } = useTranslation()
  const kind = pickerOf(family, betType)
  const schema = useMemo(
    () =>
      z.object({ picks: z.array(z.string()), stake: z.string() }).superRefine((v, ctx) => {
        if (v.picks.length === 0) ctx.addIssue({ code: 'custom', path: ['picks'], message: 'picksRequired' })
        else if (v.picks.length > maxPicks) ctx.addIssue({ code: 'custom', path: ['picks'], message: 'tooManyPicks' })
        const text = v.stake.trim()
        const minor = parseMajor(text)
        const problem =
          text === ''
            ? 'stakeRequired'
            : minor === null || minor <= 0n
              ? 'stakeInvalid'
              : minor < toMinor(minStake)
                ? 'stakeBelowMin'
                : minor > toMinor(maxStake)
                  ? 'stakeAboveMax'
                  : null
        if (problem) ctx.addIssue({ code: 'custom', path: ['stake'], message: problem })
      }),
    [maxPicks, minStake, maxStake],
  )
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { picks: [], stake } })
  const picks = useWatch({ control: form.control, name: 'picks' })
  const limits = {
    min: formatMoney(toMinor(minStake), { symbol }),
    max: formatMoney(toMinor(maxStake), { symbol }),
    count: maxPicks,
  }
  const messageText = ({ message = '' }: FieldProblem) =>
    ERRORS.has(message) ? t(`lottery.play.errors.${message as 'picksRequired'}`, limits) : message

  const setPicks = (next: string[]) => form.setValue('picks', next, { shouldValidate: form.formState.isSubmitted })
  const toggle = (pick: string) => setPicks(picks.includes(pick) ? picks.filter((p) => p !== pick) : [...picks, pick])

  const onSubmit = (values: Values) => {
    const text = values.stake.trim()
    const minor = parseMajor(text)
    if (minor === null) return
    onAdd(values.picks, minor, text)
    form.reset({ picks: [], stake: text })
  }

  return (
    <Form form={form} onSubmit={onSubmit} messageText={messageText} className="lot-card lot-form">
      <fieldset className="lot-picker" aria-label={t('lottery.play.picks')}>
        {kind.kind === 'options' ? (
          <Options kind={kind} family={family} picks={picks} onToggle={toggle} />
        ) : (
          <Entry kind={kind} picks={picks} onAdd={(p) => setPicks([...picks, p])} onRemove={toggle} />
        )}
      </fieldset>
      <FieldError name="picks" id="lottery-picks" />
      <div className="lot-form__row">
        <Button size="small" data-testid="lottery-quickpick" onClick={() => setPicks([randomPick(kind)])}>
          {t('lottery.play.quickPick')}
        </Button>
        {picks.length > 0 && (
          <Button size="small" fill="none" onClick={() => setPicks([])}>
            {t('lottery.play.clearPicks')}
          </Button>
        )}
      </div>
      <FormField
        name="stake"
        id="lottery-stake"
        label={t('lottery.play.stake')}
        prefix={<span className="lot-currency">{symbol}</span>}
        inputProps={stakeInputProps}
        hint={<span className="lot-hint">{t('lottery.play.stakeHint', limits)}</span>}
      />
      <Button type="submit" block color="primary" data-testid="lottery-add">
        {t('lottery.play.add')}
      </Button>
    </Form>
  )
}

// The journeys find the stake box by this test id; FormField passes the attributes to the input.
const stakeInputProps = {
  inputMode: 'decimal',
  autoComplete: 'off',
  'data-testid': 'lottery-stake',
} as InputHTMLAttributes<HTMLInputElement>

function Options({
  kind,
  family,
  picks,
  onToggle,
}: {
  kind: Extract<PickerKind, { kind: 'options' }>
  family: LotteryFamily
  picks: readonly string[]
  onToggle: (pick: string) => void
}) {
  const { t } = useTranslation()
  const car = family === 'PK10' && !kind.labelled
  return (
    <div className={kind.labelled ? 'lot-chips lot-chips--wide' : 'lot-chips'}>
      {kind.options.map((o) => (
        <button
          key={o}
          type="button"
          className={`lot-chip${car ? ` lot-chip--car results-ball--car-${o}` : ''}`}
          aria-pressed={picks.includes(o)}
          data-testid={`lottery-pick-${o}`}
          onClick={() => onToggle(o)}
        >
          {pickLabel(t, o)}
        </button>
      ))}
    </div>
  )
}

/** 2- or 3-digit numbers typed on the phone's keypad and added one by one. */
function Entry({
  kind,
  picks,
  onAdd,
  onRemove,
}: {
  kind: Extract<PickerKind, { kind: 'entry' }>
  picks: readonly string[]
  onAdd: (pick: string) => void
  onRemove: (pick: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const add = () => {
    const value = text.trim()
    if (!isEntryPick(kind, value)) {
      setProblem(
        t(kind.distinct ? 'lottery.play.errors.entryDistinct' : 'lottery.play.errors.entry', { digits: kind.digits }),
      )
      return
    }
    setProblem(null)
    setText('')
    if (!picks.includes(value)) onAdd(value)
  }
  return (
    <>
      <div className="lot-entry">
        <input
          className="lot-entry__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={kind.digits}
          pattern="[0-9]*"
          value={text}
          placeholder={t('lottery.play.entryPlaceholder', { digits: kind.digits })}
          aria-label={t('lottery.play.entryLabel', { digits: kind.digits })}
          aria-invalid={problem ? true : undefined}
          data-testid="lottery-entry"
          onChange={(e) => {
            setText(e.target.value.replace(/\D/g, ''))
            setProblem(null)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
        <Button size="small" color="primary" fill="outline" data-testid="lottery-entry-add" onClick={add}>
          {t('lottery.play.addNumber')}
        </Button>
      </div>
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      {picks.length > 0 && (
        <div className="lot-chips">
          {picks.map((p) => (
            <button
              key={p}
              type="button"
              className="lot-chip"
              aria-pressed="true"
              aria-label={t('lottery.play.removePick', { pick: p })}
              data-testid={`lottery-pick-${p}`}
              onClick={() => onRemove(p)}
            >
              {p} ×
            </button>
          ))}
        </div>
      )}
    </>
  )
}
