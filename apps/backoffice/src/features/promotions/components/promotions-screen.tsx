import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { BoPromotion, Language } from '@parlor/contract'
import { Avatar, Button, Card, Drawer, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SCHEDULE_COLOR, scheduleState } from '@/components/schedule'
import { localizedText } from '@/lib/i18n'
import { formatMoney } from '@/lib/money'
import { usePromotionList } from '../api/get-promotion-list'
import { ApplicationsCard } from './applications-card'
import { PromotionForm } from './promotion-form'

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '–')

/** A promotion's reward as the list reads it: prizes, per friend, a mission's condition, or the amount. */
function rewardText(r: BoPromotion, t: TFunction): string {
  return r.reward.prizes
    ? r.kind === 'RAFFLE'
      ? t('promotions.rewardRaffle', { prizes: r.reward.prizes.map((v) => formatMoney(v)).join(' / ') })
      : t('promotions.rewardLeaderboard', {
          count: r.reward.prizes.length,
          amount: formatMoney(r.reward.amount),
        })
    : r.reward.referral
      ? t('promotions.rewardReferral', { amount: formatMoney(r.reward.amount) })
      : r.reward.target && r.reward.gameType
        ? t('promotions.rewardMission', {
            amount: formatMoney(r.reward.amount),
            target: formatMoney(r.reward.target),
            gameType: t(`games.types.${r.reward.gameType}`, { defaultValue: r.reward.gameType }),
          })
        : formatMoney(r.reward.amount)
}

/**
 * The merchant's promotions as the player app lists them (enabled ones, in this order), with
 * what each has paid. No delete: claims point at their promotion, so one ends by a date or a switch.
 */
export function PromotionsScreen(props: { merchant: string; languages: readonly Language[]; canWrite: boolean }) {
  const { t } = useTranslation()
  const list = usePromotionList(props.merchant)
  const [editing, setEditing] = useState<BoPromotion | 'new' | null>(null)
  const formId = 'promotion-form'

  return (
    <>
      <Card
        title={t('promotions.intro')}
        extra={
          props.canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('promotions.new')}
            </Button>
          )
        }
      >
        <Table<BoPromotion>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('promotions.empty') }}
          pagination={false}
          columns={[
            {
              title: '',
              width: 76,
              render: (_, r) => <Avatar shape="square" size={48} src={r.imageUrl ?? undefined} style={{ width: 64 }} />,
            },
            {
              title: t('promotions.columns.title'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text ellipsis style={{ maxWidth: 320 }}>
                    {localizedText(r.titles, props.languages) || t('content.untitled')}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t(`promotions.kinds.${r.kind}`, { defaultValue: r.kind })} ·{' '}
                    {t(`promotions.categories.${r.category}`, { defaultValue: r.category })}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('promotions.columns.reward'),
              width: 220,
              render: (_, r) => (
                <Space size={4} wrap>
                  {rewardText(r, t)}
                  {r.wagering > 0 && <Tag>{t('promotions.wageringTag', { count: r.wagering })}</Tag>}
                  {r.audience.kind !== 'ALL' && (
                    <Tag color="purple">
                      {t(`promotions.audienceTag.${r.audience.kind}`, {
                        levels: r.audience.vipLevels.join(', '),
                        days: r.audience.newWithinDays,
                        agents: r.audience.agents.join(', '),
                      })}
                    </Tag>
                  )}
                </Space>
              ),
            },
            {
              title: t('promotions.columns.status'),
              width: 120,
              render: (_, r) => {
                if (!r.enabled) return <Tag>{t('promotions.disabled')}</Tag>
                const s = scheduleState(r)
                return <Tag color={SCHEDULE_COLOR[s]}>{t(`content.schedule.${s}`)}</Tag>
              },
            },
            {
              title: t('promotions.columns.paid'),
              width: 150,
              align: 'right',
              render: (_, r) => (
                <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
                  <span>{formatMoney(r.paid)}</span>
                  <Typography.Text type="secondary">{t('promotions.claimCount', { count: r.claims })}</Typography.Text>
                </Space>
              ),
            },
            { title: t('content.form.sort'), dataIndex: 'sort', width: 70, align: 'right' },
            { title: t('content.form.start'), width: 150, render: (_, r) => when(r.startAt) },
            { title: t('content.form.end'), width: 150, render: (_, r) => when(r.endAt) },
            {
              title: '',
              width: 60,
              render: (_, r) => (
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t(props.canWrite ? 'content.edit' : 'content.view')}
                  onClick={() => setEditing(r)}
                />
              ),
            },
          ]}
        />
        <Drawer
          open={editing !== null}
          onClose={() => setEditing(null)}
          size={760}
          destroyOnHidden
          title={t(editing === 'new' ? 'promotions.new' : 'promotions.edit')}
          extra={
            props.canWrite && (
              <Space>
                <Button onClick={() => setEditing(null)}>{t('content.cancel')}</Button>
                <Button type="primary" htmlType="submit" form={formId}>
                  {t('content.save')}
                </Button>
              </Space>
            )
          }
        >
          {editing !== null && (
            <PromotionForm
              formId={formId}
              merchant={props.merchant}
              languages={props.languages}
              item={editing === 'new' ? null : editing}
              onSaved={() => setEditing(null)}
            />
          )}
        </Drawer>
      </Card>
      {list.data?.some((p) => p.requiresApproval) && (
        <ApplicationsCard merchant={props.merchant} languages={props.languages} canWrite={props.canWrite} />
      )}
    </>
  )
}
