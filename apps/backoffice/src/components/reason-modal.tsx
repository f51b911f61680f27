import { Alert, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const MIN_REASON = 3

/**
 * The confirmation of an operator action that needs a reason (a member's protection, a refused
 * claim): what happens, and a reason the server keeps in the audit log. The server's refusal
 * (already translated) shows in the dialog.
 */
export function ReasonModal({
  title,
  warning,
  placeholder,
  okText,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string
  warning: string
  placeholder?: string
  okText: string
  pending: boolean
  error: string | null
  onSubmit: (reason: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const short = reason.trim().length < MIN_REASON
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => {
        setTouched(true)
        if (!short) onSubmit(reason.trim())
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{warning}</Typography.Paragraph>
      <label htmlFor="action-reason">
        <Typography.Text strong>{t('reasonDialog.label')}</Typography.Text>
      </label>
      <Input.TextArea
        id="action-reason"
        rows={3}
        maxLength={200}
        showCount
        value={reason}
        status={touched && short ? 'error' : ''}
        style={{ marginBottom: 20 }}
        onChange={(e) => setReason(e.target.value)}
        placeholder={placeholder}
      />
      {touched && short && <Typography.Text type="danger">{t('reasonDialog.required')}</Typography.Text>}
      {error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={error} />}
    </Modal>
  )
}
