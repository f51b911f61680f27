import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Flex, Form, Input, Modal, Result, Typography } from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { RhfField } from '@/components/form/rhf-field'
import { formatMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { useCreateAdjustment } from '../api/adjustments'
import { useAdjustmentThreshold } from '../api/get-adjustment-threshold'
import { isAdjustmentAmount, needsSecondApprover } from './adjustment-rules'

const formSchema = z.object({
  amount: z.string().refine(isAdjustmentAmount, 'adjustment_amount'),
  reason: z.string().trim().min(3, 'adjustment_reason_short').max(200, 'adjustment_reason_long'),
})
type FormValues = z.infer<typeof formSchema>

export interface AdjustBalanceModalProps {
  merchant: string
  member: { id: number; username: string; balance: string; currency: string }
  onClose: () => void
}

/**
 * A balance adjustment. Mount it only while open: each opening gets a fresh idempotency key, so
 * pressing submit twice or retrying after a lost answer never adjusts twice, while a new opening
 * is a new adjustment.
 */
export function AdjustBalanceModal({ merchant, member, onClose }: AdjustBalanceModalProps) {
  const { t } = useTranslation()
  const [key] = useState(() => crypto.randomUUID())
  const canReadMerchant = useCan('merchants.read')
  const threshold = useAdjustmentThreshold(merchant, canReadMerchant)
  const create = useCreateAdjustment()
  const { control, handleSubmit, watch } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', reason: '' },
  })
  const amount = watch('amount')
  const needsApproval = needsSecondApprover(amount, threshold.data?.threshold)
  const result = create.data

  const submit = handleSubmit((v) =>
    create.mutate({ memberId: member.id, amount: v.amount.trim(), reason: v.reason.trim(), key }),
  )

  return (
    <Modal
      open
      title={t('members.adjust.title', { username: member.username })}
      onCancel={onClose}
      mask={{ closable: !create.isPending }}
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => void submit()}>
              {t('members.adjust.submit')}
            </Button>
          </Flex>
        )
      }
    >
      {result ? (
        <Result
          status={result.state === 'applied' ? 'success' : result.state === 'pending' ? 'info' : 'warning'}
          title={t(`members.adjust.result.${result.state}`)}
          subTitle={
            result.state === 'pending'
              ? t('members.adjust.pendingHint', { amount: formatMoney(result.amount, member.currency) })
              : t('members.adjust.appliedHint', { amount: formatMoney(result.amount, member.currency) })
          }
        />
      ) : (
        <Form layout="vertical" onFinish={() => void submit()}>
          <Typography.Paragraph type="secondary">
            {t('members.adjust.currentBalance', { amount: formatMoney(member.balance, member.currency) })}
          </Typography.Paragraph>
          <RhfField
            control={control}
            name="amount"
            label={t('members.adjust.amount')}
            required
            extra={t('members.adjust.amountHint')}
          >
            {(field) => (
              <Input
                {...field}
                id="amount"
                inputMode="decimal"
                prefix={member.currency}
                placeholder="-50.00 / 100"
                autoFocus
              />
            )}
          </RhfField>
          <RhfField control={control} name="reason" label={t('members.adjust.reason')} required>
            {(field) => <Input.TextArea {...field} id="reason" rows={3} maxLength={200} showCount />}
          </RhfField>
          {needsApproval === true && (
            <Alert
              type="warning"
              showIcon
              title={t('members.adjust.needsApproval', {
                threshold: formatMoney(threshold.data?.threshold ?? '0', member.currency),
              })}
            />
          )}
          {needsApproval === false && <Alert type="info" showIcon title={t('members.adjust.appliesNow')} />}
          {create.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={create.error.message} />}
          {/* Lets Enter in the amount field submit the form. */}
          <button type="submit" hidden />
        </Form>
      )}
    </Modal>
  )
}
