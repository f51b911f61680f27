import type { BoPromotionApplication, Language } from '@parlor/contract'
import { Alert, App, Button, Card, Input, Modal, Popconfirm, Segmented, Space, Table, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedText } from '@/lib/i18n'
import { formatMoney } from '@/lib/money'
import { type ApplicationStatus, useDecideApplication, usePromotionApplications } from '../api/promotion-applications'

const MIN_REASON = 3

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
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const short = reason.trim().length < MIN_REASON

  const closeReject = () => {
    setRejecting(null)
    setReason('')
    setTouched(false)
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
      <Modal
        open={rejecting !== null}
        title={t('promotions.applications.rejectTitle', { username: rejecting?.username ?? '' })}
        okText={t('promotions.applications.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        cancelText={t('common.cancel')}
        onCancel={closeReject}
        onOk={() => {
          setTouched(true)
          if (!rejecting || short) return
          decide.mutate(
            { id: rejecting.id, approve: false, reason: reason.trim() },
            {
              onSuccess: () => {
                closeReject()
                void message.success(t('promotions.applications.rejected'))
              },
            },
          )
        }}
        destroyOnHidden
      >
        <label htmlFor="application-reason">
          <Typography.Text strong>{t('promotions.applications.reason')}</Typography.Text>
        </label>
        <Input.TextArea
          id="application-reason"
          rows={3}
          maxLength={200}
          showCount
          value={reason}
          status={touched && short ? 'error' : ''}
          onChange={(e) => setReason(e.target.value)}
        />
        {touched && short && (
          <Typography.Text type="danger">{t('promotions.applications.reasonRequired')}</Typography.Text>
        )}
        {decide.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={decide.error.message} />}
      </Modal>
    </Card>
  )
}
