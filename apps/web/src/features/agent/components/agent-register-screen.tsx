import { Button, Form, Input, Radio, Result } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useOpenDownline } from '../api/open-downline'
import { AgentGate } from './agent-gate'
import './agent-screens.css'

type FieldName = 'username' | 'password' | 'confirmPassword' | 'nickname'
interface Values {
  username: string
  password: string
  confirmPassword: string
  nickname: string
  accountType: 'player' | 'agent'
}

/**
 * Open an account under the agent (`/m/agentRegister`). The merchant's registration rules are
 * the server's to apply; its answer names the field at fault, shown under that field.
 */
export function AgentRegisterScreen() {
  return (
    <AgentGate>
      <AgentRegister />
    </AgentGate>
  )
}

function AgentRegister() {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const open = useOpenDownline()
  const [opened, setOpened] = useState<{ account: string; type: number; affiliateCode: string | null } | null>(null)

  const submit = (values: Values) => {
    open.mutate(
      {
        username: values.username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        nickname: values.nickname || null,
        accountType: values.accountType,
      },
      {
        onSuccess: (answer) => {
          setOpened(answer)
          form.resetFields()
        },
        onError: (error) => {
          const field = isApiError(error) ? (error.value as { field?: string } | null)?.field : undefined
          const message = isApiError(error) ? error.message : t('errors.unknown')
          const known: FieldName[] = ['username', 'password', 'confirmPassword', 'nickname']
          form.setFields([
            {
              name: known.includes(field as FieldName) ? (field as FieldName) : 'username',
              errors: [message],
            },
          ])
        },
      },
    )
  }

  if (opened)
    return (
      <section className="agent-screen" aria-label={t('screens.agentRegister')}>
        <h1 className="visually-hidden">{t('screens.agentRegister')}</h1>
        <Result
          status="success"
          title={t('agent.register.opened', { account: opened.account })}
          description={
            opened.affiliateCode
              ? t('agent.register.agentCode', { code: opened.affiliateCode })
              : t('agent.register.playerOpened')
          }
        />
        <div className="agent-screen__buttons agent-screen__bar">
          <Button block onClick={() => setOpened(null)}>
            {t('agent.register.another')}
          </Button>
          <Link
            className="adm-button adm-button-primary adm-button-block"
            to={`${paths.memberTeam.path}?account=${encodeURIComponent(opened.account)}`}
          >
            {t('agent.register.toTeam')}
          </Link>
        </div>
      </section>
    )

  return (
    <section className="agent-screen" aria-label={t('screens.agentRegister')}>
      <h1 className="visually-hidden">{t('screens.agentRegister')}</h1>
      <Form
        form={form}
        className="agent-form"
        layout="horizontal"
        mode="card"
        initialValues={{ accountType: 'player' }}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" loading={open.isPending}>
            {t('agent.register.submit')}
          </Button>
        }
      >
        <Form.Item name="accountType" label={t('agent.register.accountType')}>
          <Radio.Group>
            <Radio value="player">{t('agent.register.player')}</Radio>
            <Radio value="agent" style={{ marginLeft: 16 }}>
              {t('agent.register.agent')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="username"
          label={t('agent.register.username')}
          rules={[{ required: true, whitespace: true, message: t('agent.register.required') }]}
        >
          <Input aria-label={t('agent.register.username')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('agent.register.password')}
          rules={[{ required: true, message: t('agent.register.required') }]}
        >
          <Input aria-label={t('agent.register.password')} type="password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('agent.register.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('agent.register.required') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('agent.register.mismatch'))),
            }),
          ]}
        >
          <Input aria-label={t('agent.register.confirmPassword')} type="password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="nickname" label={t('agent.register.nickname')}>
          <Input aria-label={t('agent.register.nickname')} autoComplete="off" />
        </Form.Item>
      </Form>
    </section>
  )
}
