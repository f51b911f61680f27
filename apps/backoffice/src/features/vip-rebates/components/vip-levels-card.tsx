import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { BoRebateSettings, BoVipLevel } from '@parlor/contract'
import { Alert, App, Button, Card, Input, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveRebateSettings } from '../api/vip-rebates'
import { bpToPercent, isAmount, percentToBp } from './percent'

const AMOUNTS = ['turnover', 'deposit', 'keepTurnover', 'upgradeBonus', 'birthdayBonus'] as const
type Draft = Record<
  (typeof AMOUNTS)[number] | 'level' | 'name' | 'rebateBonus' | 'withdrawMax' | 'withdrawCount',
  string
> & {
  key: number
}

let nextKey = 0
const draftOf = (l: BoVipLevel): Draft => ({
  key: nextKey++,
  level: String(l.level),
  name: l.name,
  turnover: l.turnover,
  deposit: l.deposit,
  keepTurnover: l.keepTurnover,
  upgradeBonus: l.upgradeBonus,
  birthdayBonus: l.birthdayBonus,
  rebateBonus: bpToPercent(l.rebateBonusBp),
  withdrawMax: l.withdrawDailyMax ?? '',
  withdrawCount: l.withdrawDailyCount === null ? '' : String(l.withdrawDailyCount),
})

/** The first thing wrong with a row, as a message key, or null. */
function problemOf(d: Draft, prev: Draft | undefined): string | null {
  if (!/^\d{1,2}$/.test(d.level.trim())) return 'vipRebates.levels.errors.level'
  if (!d.name.trim()) return 'vipRebates.levels.errors.name'
  if (AMOUNTS.some((k) => !isAmount(d[k]))) return 'vipRebates.levels.errors.amount'
  if (percentToBp(d.rebateBonus) === null) return 'vipRebates.levels.errors.rebateBonus'
  if (d.withdrawMax.trim() && !isAmount(d.withdrawMax)) return 'vipRebates.levels.errors.amount'
  if (d.withdrawCount.trim() && !/^\d{1,4}$/.test(d.withdrawCount.trim())) return 'vipRebates.levels.errors.count'
  if (!prev) return null
  if (Number(d.level) <= Number(prev.level)) return 'vipRebates.levels.errors.order'
  if (Number(d.turnover) < Number(prev.turnover) || Number(d.deposit) < Number(prev.deposit))
    return 'vipRebates.levels.errors.thresholds'
  return null
}

const toLevel = (d: Draft): BoVipLevel => ({
  level: Number(d.level),
  name: d.name.trim(),
  turnover: d.turnover.trim(),
  deposit: d.deposit.trim(),
  keepTurnover: d.keepTurnover.trim(),
  upgradeBonus: d.upgradeBonus.trim(),
  birthdayBonus: d.birthdayBonus.trim(),
  rebateBonusBp: percentToBp(d.rebateBonus) ?? 0,
  withdrawDailyMax: d.withdrawMax.trim() || null,
  withdrawDailyCount: d.withdrawCount.trim() ? Number(d.withdrawCount) : null,
})

/**
 * The merchant's VIP levels, lowest first (decisions 042, 047). A level members hold now cannot be
 * removed; the server says so and the table shows how many hold each.
 */
export function VipLevelsCard(props: { settings: BoRebateSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const save = useSaveRebateSettings()
  const [drafts, setDrafts] = useState<Draft[]>(() => props.settings.levels.map(draftOf))
  const [checked, setChecked] = useState(false)
  const problems = drafts.map((d, i) => problemOf(d, drafts[i - 1]))
  const edit = (key: number, patch: Partial<Draft>) =>
    setDrafts((ds) => ds.map((d) => (d.key === key ? { ...d, ...patch } : d)))

  const add = () => {
    const last = drafts.at(-1)
    const level = last ? Number(last.level) + 1 : 1
    setDrafts((ds) => [
      ...ds,
      {
        key: nextKey++,
        level: String(level),
        name: `VIP ${level}`,
        turnover: last?.turnover ?? '0',
        deposit: last?.deposit ?? '0',
        keepTurnover: '0',
        upgradeBonus: '0',
        birthdayBonus: '0',
        rebateBonus: '0',
        withdrawMax: '',
        withdrawCount: '',
      },
    ])
  }

  const submit = () => {
    setChecked(true)
    if (drafts.length === 0 || problems.some(Boolean)) return
    save.mutate(
      { kind: 'levels', merchant: props.settings.merchant, levels: drafts.map(toLevel) },
      {
        onSuccess: (value) => {
          setDrafts(value.levels.map(draftOf))
          setChecked(false)
          void message.success(t('vipRebates.saved'))
        },
      },
    )
  }

  const cell = (d: Draft, field: keyof Omit<Draft, 'key'>, width: number, suffix?: string) => (
    <Input
      aria-label={`${t(`vipRebates.levels.columns.${field}`)} ${d.level}`}
      value={d[field]}
      suffix={suffix}
      disabled={!props.canWrite}
      onChange={(e) => edit(d.key, { [field]: e.target.value })}
      style={{ width }}
    />
  )

  return (
    <Card
      title={t('vipRebates.levels.title')}
      data-testid="vip-levels"
      extra={
        props.canWrite && (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('vipRebates.levels.save')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('vipRebates.levels.intro')}</Typography.Paragraph>
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
      {checked && drafts.length === 0 && (
        <Alert type="error" showIcon title={t('vipRebates.levels.errors.empty')} style={{ marginBottom: 12 }} />
      )}
      <Table<Draft>
        rowKey="key"
        dataSource={drafts}
        pagination={false}
        size="small"
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: checked ? drafts.filter((_, i) => problems[i]).map((d) => d.key) : [],
          expandedRowRender: (d) => (
            <Typography.Text type="danger">{t(problems[drafts.indexOf(d)] ?? '')}</Typography.Text>
          ),
        }}
        columns={[
          { title: t('vipRebates.levels.columns.level'), width: 70, render: (_, d) => cell(d, 'level', 56) },
          { title: t('vipRebates.levels.columns.name'), render: (_, d) => cell(d, 'name', 110) },
          ...AMOUNTS.map((k) => ({
            title: t(`vipRebates.levels.columns.${k}`),
            render: (_: unknown, d: Draft) => cell(d, k, 96),
          })),
          {
            title: t('vipRebates.levels.columns.rebateBonus'),
            render: (_, d) => cell(d, 'rebateBonus', 80, '%'),
          },
          { title: t('vipRebates.levels.columns.withdrawMax'), render: (_, d) => cell(d, 'withdrawMax', 100) },
          { title: t('vipRebates.levels.columns.withdrawCount'), render: (_, d) => cell(d, 'withdrawCount', 60) },
          {
            title: t('vipRebates.levels.columns.holders'),
            align: 'right',
            render: (_, d) => props.settings.holders[String(Number(d.level))] ?? 0,
          },
          ...(props.canWrite
            ? [
                {
                  title: '',
                  width: 48,
                  render: (_: unknown, d: Draft) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('vipRebates.levels.remove', { level: d.level })}
                      onClick={() => setDrafts((ds) => ds.filter((x) => x.key !== d.key))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {props.canWrite && (
        <Button icon={<PlusOutlined />} onClick={add} style={{ marginTop: 12 }}>
          {t('vipRebates.levels.add')}
        </Button>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('vipRebates.levels.note')}
      </Typography.Paragraph>
    </Card>
  )
}
