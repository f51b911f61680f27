import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'

/** The SMS send button of every code field: disabled and counting down after a send (accounts §4). */
export function SendCodeButton({
  countdown,
  pending,
  onSend,
}: {
  countdown: { running: boolean; secondsLeft: number }
  pending: boolean
  onSend: () => Promise<void> | void
}) {
  const { t } = useTranslation()
  return (
    <Button
      className="login-field__send"
      size="small"
      color="primary"
      fill="outline"
      shape="rounded"
      disabled={countdown.running || pending}
      onClick={() => {
        void onSend()
      }}
    >
      {countdown.running ? t('auth.resendIn', { seconds: countdown.secondsLeft }) : t('auth.sendCode')}
    </Button>
  )
}
