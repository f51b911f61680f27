import { Button, Form, Space } from 'antd'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The frame of a settings form: a vertical antd layout and, for staff who may write, Save and Undo. */
export function SettingsFormFrame(props: {
  onSubmit: FormEventHandler<HTMLFormElement>
  onReset: () => void
  canWrite: boolean
  saving: boolean
  dirty: boolean
  children: ReactNode
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
      <Form layout="vertical" component={false} disabled={!props.canWrite}>
        {props.children}
      </Form>
      {props.canWrite && (
        <Space style={{ marginTop: 8 }}>
          <Button type="primary" htmlType="submit" loading={props.saving}>
            {t('common.save')}
          </Button>
          <Button onClick={props.onReset} disabled={!props.dirty}>
            {t('common.undo')}
          </Button>
        </Space>
      )}
    </form>
  )
}
