import type { BoPromotionApplication, Language } from '@parlor/contract'
import { App, Button, Card, Popconfirm, Segmented, Space, Table } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReasonModal } from '@/components/reason-modal'
import { localizedText } from '@/lib/i18n'
import { formatMoney } from '@/lib/money'
import { type ApplicationStatus, useDecideApplication, usePromotionApplications } from '../api/promotion-applications'

/**
 * Claims of promotions that wait for an operator (decision 038, amendment "approval"): approving
 * pays the claim as its promotion pays; rejecting keeps a reason in the audit log. Decided claims
 * are listed under their own tabs.
 */
export function ApplicationsCard({
  merchant,
  languages,
  canWrite,
}: {
  merchant: string
  languages: readonly Language[]
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [status, setStatus] = useState<ApplicationStatus>('applying')
  const list = usePromotionApplications(merchant, status)
  const decide = useDecideApplication(merchant)
  const [rejecting, setRejecting] = useState<BoPromotionApplication | null>(null)

  const closeReject = () => {
    setRejecting(null)
    decide.reset()
  }
  const failed = (error: Error) => void message.error(error.message)

  return (
    <Card
      title={t('promotions.applications.title')}
      style={{ marginTop: 16 }}
      data-testid="promotion-applications"
      extra={
        <Segmented
          value={status}
          onChange={(v) => setStatus(v as ApplicationStatus)}
          options={(['applying', 'claimed', 'rejected'] as const).map((s) => ({
            value: s,
            label: t(`promotions.applications.status.${s}`),
          }))}
        />
      }
    >
      <Table<BoPromotionApplication>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('promotions.applications.empty') }}
        columns={[
          { title: t('promotions.applications.member'), dataIndex: 'username' },
          {
            title: t('promotions.applications.promotion'),
            render: (_, a) => localizedText(a.titles, languages) || t('content.untitled'),
          },
          { title: t('promotions.applications.period'), dataIndex: 'periodKey', width: 140 },
          { title: t('promotions.applications.amount'), align: 'right', render: (_, a) => formatMoney(a.amount) },
          {
            title: t('promotions.applications.at'),
            width: 150,
            render: (_, a) => dayjs(a.decidedAt ?? a.appliedAt).format('YYYY-MM-DD HH:mm'),
          },
          ...(canWrite && status === 'applying'
            ? [
                {
                  title: '',
                  width: 190,
                  render: (_: unknown, a: BoPromotionApplication) => (
                    <Space>
                      <Popconfirm
                        title={t('promotions.applications.approveConfirm', {
                          amount: formatMoney(a.amount),
                          username: a.username,
                        })}
                        onConfirm={() =>
                          decide.mutate(
                            { id: a.id, approve: true },
                            {
                              onSuccess: () => void message.success(t('promotions.applications.approved')),
                              onError: failed,
                            },
                          )
                        }
                      >
                        <Button
                          type="primary"
                          size="small"
                          aria-label={t('promotions.applications.approveOf', { username: a.username })}
                        >
                          {t('promotions.applications.approve')}
                        </Button>
                      </Popconfirm>
                      <Button
                        danger
                        size="small"
                        aria-label={t('promotions.applications.rejectOf', { username: a.username })}
                        onClick={() => setRejecting(a)}
                      >
                        {t('promotions.applications.reject')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {rejecting && (
        <ReasonModal
          title={t('promotions.applications.rejectTitle', { username: rejecting.username })}
          warning={t('promotions.applications.rejectWarning')}
          okText={t('promotions.applications.reject')}
          pending={decide.isPending}
          error={decide.error?.message ?? null}
          onClose={closeReject}
          onSubmit={(reason) =>
            decide.mutate(
              { id: rejecting.id, approve: false, reason },
              {
                onSuccess: () => {
                  closeReject()
                  void message.success(t('promotions.applications.rejected'))
                },
              },
            )
          }
        />
      )}
    </Card>
  )
}
