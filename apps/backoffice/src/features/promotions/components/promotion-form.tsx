import { zodResolver } from '@hookform/resolvers/zod'
import {
  type BoPromotion,
  type BoPromotionBody,
  boPromotionBodySchema,
  GAME_TYPES,
  type GameType,
  type Language,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PROMOTION_MAX_WAGERING,
  type PromotionCategory,
  type PromotionKind,
} from '@parlor/contract'
import { App, Col, Form, Input, InputNumber, Row, Segmented, Select, Switch } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateTimeField, LocalizedTexts, SortField } from '@/components/form/content-fields'
import { applyServerError, RhfField } from '@/components/form/rhf-field'
import { ImageUpload } from '@/components/form/image-upload'
import { dropEmptyTexts, issueCodes } from '@/components/form/zod-codes'
import { uploadImage } from '@/lib/upload-image'
import { useSavePromotion } from '../api/save-promotion'
import { AUDIENCE_DEFAULTS, AudienceFields, type AudienceValues } from './audience-fields'
import { LeaderboardFields, type LeaderboardValues, leaderboardReward, prizesText } from './leaderboard-fields'
import {
  REFERRAL_DEFAULTS,
  ReferralFields,
  type ReferralValues,
  referralReward,
  referralValues,
} from './referral-fields'

/** The form's values: one shape for every kind; what a kind does not use is left out when sent. */
interface Values {
  merchant: string
  kind: PromotionKind
  category: PromotionCategory
  titles: Partial<Record<Language, string>>
  rules: Partial<Record<Language, string>>
  imageUrl: string | null
  startAt: string | null
  endAt: string | null
  sort: number
  enabled: boolean
  /** Times the reward must be bet before it becomes cash; 0 pays cash. */
  wagering: number
  audience: AudienceValues
  requiresApproval: boolean
  /** Raffles: bets per ticket and its cap; leaderboards and raffles: `prizes` typed as one list, rank 1 first. */
  reward: {
    amount: string
    gameType: GameType | null
    target: string
    ticketAmount: string
    maxTickets: number
  } & Omit<LeaderboardValues, 'gameType'> &
    ReferralValues
}

const FIELDS = ['titles', 'rules', 'imageUrl', 'startAt', 'endAt', 'sort', 'category', 'wagering', 'audience', 'reward']

/** What the server is sent: the reward of the kind only. */
export function bodyOf(v: Values): BoPromotionBody {
  const common = {
    merchant: v.merchant,
    category: v.category,
    titles: v.titles,
    rules: v.rules,
    imageUrl: v.imageUrl,
    startAt: v.startAt ?? '',
    endAt: v.endAt,
    sort: v.sort,
    enabled: v.enabled,
    wagering: v.wagering,
    audience: v.audience,
    requiresApproval: v.requiresApproval,
  }
  if (v.kind === 'LEADERBOARD') return { ...common, kind: 'LEADERBOARD', reward: leaderboardReward(v.reward) }
  if (v.kind === 'RAFFLE')
    return {
      ...common,
      kind: 'RAFFLE',
      reward: {
        ticketAmount: v.reward.ticketAmount,
        maxTickets: v.reward.maxTickets,
        gameType: v.reward.gameType,
        prizes: leaderboardReward(v.reward).prizes,
      },
    }
  if (v.kind === 'REFERRAL') return { ...common, kind: 'REFERRAL', reward: referralReward(v.reward.amount, v.reward) }
  return v.kind === 'MISSION'
    ? {
        ...common,
        kind: 'MISSION',
        reward: { amount: v.reward.amount, gameType: v.reward.gameType as GameType, target: v.reward.target },
      }
    : { ...common, kind: 'DAILY_CHECKIN', reward: { amount: v.reward.amount } }
}

const schema = boPromotionBodySchema
  .refine((v) => !v.endAt || Date.parse(v.endAt) > Date.parse(v.startAt), {
    path: ['endAt'],
    message: 'ends_before_start',
  })
  // A raffle draws at its end: without one it would never draw.
  .refine((v) => v.kind !== 'RAFFLE' || v.endAt !== null, { path: ['endAt'], message: 'raffle_needs_end' })

const resolver: Resolver<Values> = async (values, ctx, options) => {
  const texts = dropEmptyTexts({ titles: values.titles, rules: values.rules }, ['titles', 'rules'])
  const body = bodyOf({ ...values, ...texts })
  const result = await zodResolver(schema, issueCodes)(body, ctx, options as never)
  // A raffle's prizes are one field: the first wrong prize speaks for the list.
  const reward = result.errors?.reward as Record<string, unknown> | undefined
  if (Array.isArray(reward?.prizes)) reward.prizes = reward.prizes.find(Boolean)
  return result.errors && Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values: body as unknown as Values, errors: {} }
}

const initial = (merchant: string, item: BoPromotion | null): Values =>
  item
    ? {
        merchant,
        kind: item.kind as PromotionKind,
        category: item.category as PromotionCategory,
        titles: item.titles,
        rules: item.rules,
        imageUrl: item.imageUrl,
        startAt: item.startAt,
        endAt: item.endAt,
        sort: item.sort,
        enabled: item.enabled,
        wagering: item.wagering,
        audience: item.audience,
        requiresApproval: item.requiresApproval,
        reward: {
          amount: item.reward.amount,
          gameType: item.reward.gameType as GameType | null,
          target: item.reward.target ?? '',
          prizes: prizesText(item.reward.prizes),
          minTurnover: item.reward.minTurnover ?? '',
          ticketAmount: item.reward.ticketAmount ?? '',
          maxTickets: item.reward.maxTickets ?? 100,
          ...(item.reward.referral ? referralValues(item.reward.referral) : REFERRAL_DEFAULTS),
        },
      }
    : {
        merchant,
        kind: 'DAILY_CHECKIN',
        category: 'DAILY',
        titles: {},
        rules: {},
        imageUrl: null,
        startAt: dayjs().startOf('minute').toISOString(),
        endAt: null,
        sort: 0,
        enabled: true,
        wagering: 0,
        audience: AUDIENCE_DEFAULTS,
        requiresApproval: false,
        reward: {
          amount: '',
          gameType: 'RNG',
          target: '',
          prizes: '',
          minTurnover: '',
          ticketAmount: '',
          maxTickets: 100,
          ...REFERRAL_DEFAULTS,
        },
      }

/**
 * Sets up one promotion: texts per offered language, banner, schedule and reward. The kind is
 * chosen once: members' claims were made under its rules.
 */
export function PromotionForm(props: {
  merchant: string
  languages: readonly Language[]
  item: BoPromotion | null
  onSaved: (saved: BoPromotion) => void
  formId: string
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const save = useSavePromotion()
  const form = useForm<Values>({ resolver, defaultValues: initial(props.merchant, props.item) })
  const { control } = form
  const [lang, setLang] = useState<Language>(props.languages[0] ?? 'EN')
  const kind = form.watch('kind')

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: props.item?.id ?? null, body: body as unknown as BoPromotionBody })
      void message.success(t('content.saved'))
      props.onSaved(saved)
    } catch (error) {
      if (!applyServerError(error, FIELDS, form.setError)) void message.error((error as Error).message)
    }
  })

  const amountInput = (
    name: 'reward.amount' | 'reward.target' | 'reward.ticketAmount',
    label: string,
    extra?: string,
  ) => (
    <RhfField control={control} name={name} label={label} extra={extra} required>
      {(field) => (
        <Input
          id={field.name}
          inputMode="decimal"
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value.trim())}
          placeholder="10.00"
        />
      )}
    </RhfField>
  )

  return (
    <form id={props.formId} onSubmit={onSubmit} noValidate data-testid="promotion-form">
      <Form layout="vertical" component={false}>
        <Row gutter={12}>
          <Col span={14}>
            <RhfField
              control={control}
              name="kind"
              label={t('promotions.form.kind')}
              extra={t(`promotions.kindHelp.${kind}`)}
            >
              {(field) => (
                <Segmented
                  id="kind"
                  value={field.value}
                  disabled={props.item !== null}
                  onChange={(v) => field.onChange(v)}
                  options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) }))}
                />
              )}
            </RhfField>
          </Col>
          <Col span={10}>
            <RhfField control={control} name="category" label={t('promotions.form.category')}>
              {(field) => (
                <Select
                  id="category"
                  value={field.value}
                  onChange={field.onChange}
                  options={PROMOTION_CATEGORIES.map((c) => ({ value: c, label: t(`promotions.categories.${c}`) }))}
                />
              )}
            </RhfField>
          </Col>
        </Row>
        <LocalizedTexts
          control={control}
          languages={props.languages}
          active={lang}
          onActive={setLang}
          titles="titles"
          html="rules"
          htmlLabel={t('promotions.form.rules')}
          rows={5}
        />
        <RhfField control={control} name="imageUrl" label={t('promotions.form.banner')}>
          {(field) => (
            <ImageUpload
              id="imageUrl"
              value={field.value}
              onChange={field.onChange}
              upload={(file) => uploadImage(props.merchant, file)}
            />
          )}
        </RhfField>
        <Row gutter={12}>
          {kind === 'LEADERBOARD' && <LeaderboardFields control={control} />}
          {kind !== 'RAFFLE' && kind !== 'LEADERBOARD' && (
            <Col span={8}>
              {amountInput('reward.amount', t('promotions.form.amount'), t('promotions.form.amountHelp'))}
            </Col>
          )}
          {kind === 'RAFFLE' && (
            <>
              <Col span={12}>
                {amountInput(
                  'reward.ticketAmount',
                  t('promotions.form.ticketAmount'),
                  t('promotions.form.ticketAmountHelp'),
                )}
              </Col>
              <Col span={12}>
                <RhfField control={control} name="reward.maxTickets" label={t('promotions.form.maxTickets')} required>
                  {(field) => (
                    <InputNumber
                      id={field.name}
                      min={1}
                      max={100_000}
                      precision={0}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? 0)}
                    />
                  )}
                </RhfField>
              </Col>
              <Col span={12}>
                <RhfField
                  control={control}
                  name="reward.gameType"
                  label={t('promotions.form.gameType')}
                  extra={t('promotions.form.raffleGameTypeHelp')}
                >
                  {(field) => (
                    <Select
                      id="reward.gameType"
                      allowClear
                      placeholder={t('promotions.form.allGames')}
                      value={field.value ?? undefined}
                      onChange={(v) => field.onChange(v ?? null)}
                      options={GAME_TYPES.map((g) => ({ value: g, label: t(`games.types.${g}`) }))}
                    />
                  )}
                </RhfField>
              </Col>
              <Col span={12}>
                <RhfField
                  control={control}
                  name="reward.prizes"
                  label={t('promotions.form.prizes')}
                  extra={t('promotions.form.rafflePrizesHelp')}
                  required
                >
                  {(field) => (
                    <Input
                      id={field.name}
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.target.value)}
                      placeholder="500, 200, 100"
                    />
                  )}
                </RhfField>
              </Col>
            </>
          )}
          {kind === 'REFERRAL' && <ReferralFields control={control} />}
          {kind === 'MISSION' && (
            <>
              <Col span={8}>
                <RhfField control={control} name="reward.gameType" label={t('promotions.form.gameType')} required>
                  {(field) => (
                    <Select
                      id="reward.gameType"
                      value={field.value}
                      onChange={field.onChange}
                      options={GAME_TYPES.map((g) => ({ value: g, label: t(`games.types.${g}`) }))}
                    />
                  )}
                </RhfField>
              </Col>
              <Col span={8}>
                {amountInput('reward.target', t('promotions.form.target'), t('promotions.form.targetHelp'))}
              </Col>
            </>
          )}
        </Row>
        <AudienceFields control={control} merchant={props.merchant} />
        <Row gutter={12}>
          <Col span={12}>
            <DateTimeField control={control} name="startAt" label={t('content.form.start')} required />
          </Col>
          <Col span={12}>
            <DateTimeField
              control={control}
              name="endAt"
              label={t('content.form.end')}
              placeholder={t('content.form.endNone')}
            />
          </Col>
          <Col span={12}>
            <RhfField
              control={control}
              name="wagering"
              label={t('promotions.form.wagering')}
              extra={t('promotions.form.wageringHelp')}
            >
              {(field) => (
                <InputNumber
                  id={field.name}
                  min={0}
                  max={PROMOTION_MAX_WAGERING}
                  precision={0}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 0)}
                  suffix="×"
                />
              )}
            </RhfField>
          </Col>
          <Col span={12}>
            <SortField control={control} label={t('content.form.sort')} extra={t('content.form.sortHelp')} />
          </Col>
          <Col span={12}>
            <RhfField
              control={control}
              name="enabled"
              label={t('promotions.form.enabled')}
              extra={t('promotions.form.enabledHelp')}
            >
              {(field) => <Switch id="enabled" checked={field.value} onChange={field.onChange} />}
            </RhfField>
          </Col>
          {(kind === 'DAILY_CHECKIN' || kind === 'MISSION') && (
            <Col span={12}>
              <RhfField
                control={control}
                name="requiresApproval"
                label={t('promotions.form.requiresApproval')}
                extra={t('promotions.form.requiresApprovalHelp')}
              >
                {(field) => <Switch id="requiresApproval" checked={field.value} onChange={field.onChange} />}
              </RhfField>
            </Col>
          )}
        </Row>
      </Form>
    </form>
  )
}
