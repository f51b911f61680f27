import type { boMemberRgSchema, RgHistoryEntry } from '@parlor/contract'
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useCan } from '@/lib/permissions'
import { formatMoney } from '@/lib/money'
import { useLiftBreak, useMemberRg } from '../api/member-protection'
import { ReasonModal } from '@/components/reason-modal'

type MemberRg = z.infer<typeof boMemberRgSchema>

const at = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm'))

/** One row of the limits table: a money limit or a session-time limit, already formatted. */
interface LimitRow {
  key: string
  kind: string
  period: string
  limit: string
  used: string
  /** The value waiting for its cooling-off (null removes the limit) and from when. */
  pending: { value: string | null; time: number } | null
}

/**
 * Responsible gaming (decision 040) as operators see it: the member's limits with what is used this
 * period and raises still cooling off, the last break, and every change with who made it. A break
 * is lifted only after it has ended, with a reason; the server refuses earlier lifts as well.
 */
export function RgPanel({ memberId, now = () => Date.now() }: { memberId: number; now?: () => number }) {
  const { t } = useTranslation()
  const rg = useMemberRg(memberId)
  const canLift = useCan('members.write')
  const lift = useLiftBreak(memberId)
  const [lifting, setLifting] = useState(false)

  if (rg.isPending)
    return (
      <Card title={t('members.rg.title')}>
        <Skeleton active />
      </Card>
    )
  if (rg.isError)
    return (
      <Card title={t('members.rg.title')}>
        <Alert type="warning" showIcon title={rg.error.message} />
      </Card>
    )
  const v = rg.data
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n.toFixed(2), v.settings.currency))
  const brk = v.lastBreak
  const inForce = !!brk && brk.liftedTime === null && (brk.endTime === null || brk.endTime > now())
  const liftable = !!brk && brk.liftedTime === null && brk.endTime !== null && brk.endTime <= now()
  const minutes = (n: number | null) => (n === null ? '—' : t('members.rg.minutes', { minutes: n }))
  const set = (amount: number | null, pendingTime: number | null) => amount !== null || pendingTime !== null
  const limits: LimitRow[] = [
    ...v.settings.limits
      .filter((l) => set(l.amount, l.pendingTime))
      .map((l) => ({
        key: `${l.kind}-${l.period}`,
        kind: l.kind,
        period: l.period,
        limit: money(l.amount),
        used: money(l.used),
        pending:
          l.pendingTime === null
            ? null
            : { value: l.pendingAmount === null ? null : money(l.pendingAmount), time: l.pendingTime },
      })),
    ...v.settings.timeLimits
      .filter((l) => set(l.minutes, l.pendingTime))
      .map((l) => ({
        key: `time-${l.period}`,
        kind: 'time',
        period: l.period,
        limit: minutes(l.minutes),
        used: minutes(l.usedMinutes),
        pending:
          l.pendingTime === null
            ? null
            : { value: l.pendingMinutes === null ? null : minutes(l.pendingMinutes), time: l.pendingTime },
      })),
  ]
  return (
    <Card
      title={t('members.rg.title')}
      style={{ marginTop: 16 }}
      extra={
        canLift &&
        brk &&
        brk.liftedTime === null && (
          <Tooltip title={liftable ? undefined : t('members.rg.liftNotYet')}>
            <Button danger disabled={!liftable} onClick={() => setLifting(true)}>
              {t('members.rg.lift')}
            </Button>
          </Tooltip>
        )
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('members.rg.break')}
      </Typography.Title>
      {brk ? (
        <Descriptions
          size="small"
          column={4}
          items={[
            {
              key: 'kind',
              label: t('members.rg.kind'),
              children: (
                <Flex gap={4}>
                  <Tag color={inForce ? 'red' : 'default'}>{t(`members.rg.breakKind.${brk.kind}`)}</Tag>
                  <Tag>
                    {t(
                      brk.liftedTime !== null
                        ? 'members.rg.state.lifted'
                        : inForce
                          ? 'members.rg.state.inForce'
                          : 'members.rg.state.ended',
                    )}
                  </Tag>
                </Flex>
              ),
            },
            { key: 'start', label: t('members.rg.started'), children: at(brk.startTime) },
            {
              key: 'end',
              label: t('members.rg.ends'),
              children: brk.endTime === null ? t('members.rg.permanent') : at(brk.endTime),
            },
            { key: 'lifted', label: t('members.rg.lifted'), children: at(brk.liftedTime) },
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('members.rg.noBreak')}</Typography.Paragraph>
      )}

      <Typography.Title level={5}>{t('members.rg.limits')}</Typography.Title>
      <Table<LimitRow>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={limits}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.rg.noLimits')} /> }}
        columns={[
          { title: t('members.rg.col.kind'), dataIndex: 'kind', render: (k: string) => t(`members.rg.limitKind.${k}`) },
          {
            title: t('members.rg.col.period'),
            dataIndex: 'period',
            render: (p: string) => t(`members.rg.period.${p}`),
          },
          { title: t('members.rg.col.limit'), dataIndex: 'limit', align: 'right' },
          { title: t('members.rg.col.used'), dataIndex: 'used', align: 'right' },
          {
            title: t('members.rg.col.pending'),
            key: 'pending',
            render: (_: unknown, l: LimitRow) =>
              l.pending === null
                ? '—'
                : t('members.rg.pendingFrom', {
                    amount: l.pending.value ?? t('members.rg.none'),
                    time: at(l.pending.time),
                  }),
          },
        ]}
      />

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('members.rg.history')}
      </Typography.Title>
      <RgHistory history={v.history} money={money} minutes={minutes} />

      {lifting && brk && (
        <ReasonModal
          placeholder={t('members.protection.reasonHint')}
          title={t('members.rg.liftTitle')}
          warning={t('members.rg.liftWarning', { kind: t(`members.rg.breakKind.${brk.kind}`), end: at(brk.endTime) })}
          okText={t('members.rg.lift')}
          pending={lift.isPending}
          error={lift.error?.message ?? null}
          onClose={() => {
            lift.reset()
            setLifting(false)
          }}
          onSubmit={(reason) => lift.mutate(reason, { onSuccess: () => setLifting(false) })}
        />
      )}
    </Card>
  )
}

function RgHistory({
  history,
  money,
  minutes,
}: {
  history: MemberRg['history']
  money: (n: number | null) => string
  minutes: (n: number | null) => string
}) {
  const { t } = useTranslation()
  const what = (h: RgHistoryEntry) => {
    // A session-time limit's before and after are minutes, every other limit's are money.
    const value = h.kind === 'time' ? minutes : money
    if (h.action === 'limit')
      return t('members.rg.changeLimit', {
        kind: t(`members.rg.historyKind.${h.kind}`),
        period: t(`members.rg.period.${h.period}`),
        from: h.from === null ? t('members.rg.none') : value(h.from),
        to: h.to === null ? t('members.rg.none') : value(h.to),
        time: at(h.effectiveTime),
      })
    if (h.action === 'lift') return t('members.rg.changeLift')
    return t('members.rg.changeBreak', {
      kind: t(`members.rg.breakKind.${h.action}`),
      end: h.endTime === null ? t('members.rg.permanent') : at(h.endTime),
    })
  }
  return (
    <Table<RgHistoryEntry>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={history}
      locale={{ emptyText: t('members.rg.noHistory') }}
      columns={[
        { title: t('members.col.at'), dataIndex: 'time', render: at, width: 150 },
        {
          title: t('members.rg.col.source'),
          dataIndex: 'source',
          width: 110,
          render: (s: 'member' | 'operator') => (
            <Tag color={s === 'operator' ? 'purple' : 'blue'}>{t(`members.rg.source.${s}`)}</Tag>
          ),
        },
        { title: t('members.rg.col.change'), key: 'what', render: (_: unknown, h: RgHistoryEntry) => what(h) },
      ]}
    />
  )
}
