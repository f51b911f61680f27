import type { BoReferralReward } from '@parlor/contract'
import { Col, Input, InputNumber } from 'antd'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'

/** A referral's settings as the form holds them: amounts as typed, empty for a condition not asked. */
export interface ReferralValues {
  firstDeposit: string
  turnover: string
  withinDays: number | null
  maxFriendsPerWeek: number | null
}

export const REFERRAL_DEFAULTS: ReferralValues = {
  firstDeposit: '',
  turnover: '',
  withinDays: 30,
  maxFriendsPerWeek: null,
}

/** What the server is sent for a referral's reward (decision 038, amendment "referral reward"). */
export const referralReward = (amount: string, r: ReferralValues): BoReferralReward => ({
  amount,
  firstDeposit: r.firstDeposit === '' ? null : r.firstDeposit,
  turnover: r.turnover === '' ? null : r.turnover,
  withinDays: r.withinDays ?? 30,
  maxFriendsPerWeek: r.maxFriendsPerWeek,
})

/** The form's values of a saved referral. */
export const referralValues = (saved: {
  firstDeposit: string | null
  turnover: string | null
  withinDays: number
  maxFriendsPerWeek: number | null
}): ReferralValues => ({
  firstDeposit: saved.firstDeposit ?? '',
  turnover: saved.turnover ?? '',
  withinDays: saved.withinDays,
  maxFriendsPerWeek: saved.maxFriendsPerWeek,
})

/** The friend's condition (first deposit and/or turnover within days of registering) and the weekly cap. */
export function ReferralFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation()
  const amount = (name: 'firstDeposit' | 'turnover') => (
    <RhfField
      control={control}
      name={`reward.${name}` as Path<T>}
      label={t(`promotions.form.referral.${name}`)}
      extra={t(`promotions.form.referral.${name}Help`)}
    >
      {(field) => (
        <Input
          id={field.name}
          inputMode="decimal"
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value.trim())}
          placeholder="100.00"
        />
      )}
    </RhfField>
  )
  const count = (name: 'withinDays' | 'maxFriendsPerWeek', required: boolean) => (
    <RhfField
      control={control}
      name={`reward.${name}` as Path<T>}
      label={t(`promotions.form.referral.${name}`)}
      extra={t(`promotions.form.referral.${name}Help`)}
      required={required}
    >
      {(field) => (
        <InputNumber
          id={field.name}
          min={1}
          precision={0}
          style={{ width: '100%' }}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v ?? null)}
        />
      )}
    </RhfField>
  )
  return (
    <>
      <Col span={8}>{amount('firstDeposit')}</Col>
      <Col span={8}>{amount('turnover')}</Col>
      <Col span={12}>{count('withinDays', true)}</Col>
      <Col span={12}>{count('maxFriendsPerWeek', false)}</Col>
    </>
  )
}
