import { Alert, DatePicker, Modal, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateMember } from '../api/update-member'

/**
 * Corrects a member's date of birth, which members set once themselves (it decides the VIP
 * birthday bonus): on the member's request, through support. The server applies the member's own
 * rules and answers its refusal translated.
 */
export function BirthDateModal({
  member,
  onClose,
}: {
  member: { id: number; username: string; birthDate: string | null }
  onClose: () => void
}) {
  const { t } = useTranslation()
  const update = useUpdateMember(member.id)
  const [value, setValue] = useState<Dayjs | null>(member.birthDate ? dayjs(member.birthDate) : null)
  return (
    <Modal
      open
      title={t('members.birthDate.title', { username: member.username })}
      okText={t('common.save')}
      okButtonProps={{ loading: update.isPending, disabled: value === null }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => value && update.mutate({ birthDate: value.format('YYYY-MM-DD') }, { onSuccess: onClose })}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('members.birthDate.hint')}</Typography.Paragraph>
      <label htmlFor="member-birth-date">
        <Typography.Text strong>{t('members.birthDate.label')}</Typography.Text>
      </label>
      <DatePicker
        id="member-birth-date"
        value={value}
        onChange={setValue}
        disabledDate={(d) => d.isAfter(dayjs())}
        style={{ display: 'block', width: 220, marginTop: 4 }}
      />
      {update.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={update.error.message} />}
    </Modal>
  )
}
