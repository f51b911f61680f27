import { Alert, Button, Flex, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '@/lib/session'
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes'
import { RecoveryCodes } from './recovery-codes'

/** The account menu's "recovery codes": a current TOTP code buys ten new codes, shown once. */
export function RegenerateCodesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const [code, setCode] = useState('')
  const mutation = useRegenerateRecoveryCodes()
  const close = () => {
    setCode('')
    mutation.reset()
    onClose()
  }
  const codes = mutation.data?.recoveryCodes
  return (
    <Modal
      open={open}
      title={t('auth.regenerate.title')}
      footer={null}
      onCancel={close}
      destroyOnHidden
      width={520}
      // Once new codes are shown, only "I saved them" closes the dialog: they are never shown again.
      closable={!codes}
      mask={{ closable: !codes }}
      keyboard={!codes}
    >
      {codes ? (
        <RecoveryCodes codes={codes} username={me?.username ?? 'staff'} onDone={close} doneLabel={t('common.close')} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (/^\d{6}$/.test(code)) mutation.mutate(code)
          }}
        >
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('auth.regenerate.intro', { count: me?.recoveryCodesLeft ?? 0 })}
            </Typography.Paragraph>
            {mutation.isError ? <Alert type="error" showIcon title={mutation.error.message} /> : null}
            <Input
              aria-label={t('auth.otp.code')}
              placeholder={t('auth.otp.placeholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={code.length !== 6}>
              {t('auth.regenerate.submit')}
            </Button>
          </Flex>
        </form>
      )}
    </Modal>
  )
}
