import { GAME_TYPES, type GameType } from '@parlor/contract'
import { Col, Input, Select } from 'antd'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'

/** A leaderboard's settings as the form holds them: prizes typed as one list, rank 1 first. */
export interface LeaderboardValues {
  prizes: string
  gameType: GameType | null
  minTurnover: string
}

/** What the server is sent for a leaderboard's reward (decision 038, amendment "leaderboard"). */
export const leaderboardReward = (r: LeaderboardValues) => ({
  prizes: r.prizes.split(/[\s,;]+/).filter((v) => v !== ''),
  gameType: r.gameType,
  minTurnover: r.minTurnover === '' ? '0' : r.minTurnover,
})

/** The form's text of saved prizes: one list, rank 1 first. */
export const prizesText = (prizes: readonly string[] | undefined) => (prizes ?? []).join(', ')

const ALL = '*'

/** Prizes by rank, the game type whose bets count (or every game) and the turnover needed to rank. */
export function LeaderboardFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation()
  return (
    <>
      <Col span={24}>
        <RhfField
          control={control}
          name={'reward.prizes' as Path<T>}
          label={t('promotions.form.prizes')}
          extra={t('promotions.form.prizesHelp')}
          required
        >
          {(field) => (
            <Input
              id={field.name}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              placeholder="500, 300, 200"
            />
          )}
        </RhfField>
      </Col>
      <Col span={12}>
        <RhfField control={control} name={'reward.gameType' as Path<T>} label={t('promotions.form.gameType')}>
          {(field) => (
            <Select
              id="reward.gameType"
              value={field.value ?? ALL}
              onChange={(v: string) => field.onChange(v === ALL ? null : v)}
              options={[
                { value: ALL, label: t('promotions.form.allGames') },
                ...GAME_TYPES.map((g) => ({ value: g, label: t(`games.types.${g}`) })),
              ]}
            />
          )}
        </RhfField>
      </Col>
      <Col span={12}>
        <RhfField
          control={control}
          name={'reward.minTurnover' as Path<T>}
          label={t('promotions.form.minTurnover')}
          extra={t('promotions.form.minTurnoverHelp')}
        >
          {(field) => (
            <Input
              id={field.name}
              inputMode="decimal"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value.trim())}
              placeholder="0"
            />
          )}
        </RhfField>
      </Col>
    </>
  )
}
