import { CopyOutlined, DownloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Checkbox, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText } from '@/lib/csv'

/**
 * Recovery codes shown once (after enrolment or regeneration): copy, download, and a confirmation
 * that they are saved before `onDone` is offered. They are never shown again.
 */
export function RecoveryCodes({
  codes,
  username,
  onDone,
  doneLabel,
}: {
  codes: readonly string[]
  username: string
  onDone: () => void
  doneLabel: string
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [saved, setSaved] = useState(false)
  const text = `${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      void message.success(t('auth.codes.copied'))
    } catch {
      void message.error(t('auth.codes.copyFailed'))
    }
  }
  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon title={t('auth.codes.once')} />
      <ol
        data-testid="recovery-codes"
        style={{
          columns: 2,
          margin: 0,
          padding: '12px 12px 12px 36px',
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          fontFamily: 'monospace',
          fontSize: 15,
          lineHeight: 1.9,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Flex gap={8}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('auth.codes.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => downloadText(`parlor-recovery-codes-${username}.txt`, text)}>
          {t('auth.codes.download')}
        </Button>
      </Flex>
      <Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)}>
        {t('auth.codes.saved')}
      </Checkbox>
      <Typography.Text type="secondary">{t('auth.codes.hint')}</Typography.Text>
      <Button type="primary" block disabled={!saved} onClick={onDone}>
        {doneLabel}
      </Button>
    </Flex>
  )
}
