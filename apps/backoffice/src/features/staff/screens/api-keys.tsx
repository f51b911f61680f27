import { KeyOutlined, PlusOutlined } from '@ant-design/icons'
import { zodResolver } from '@hookform/resolvers/zod'
import { apiKeyCreateBodySchema, STAFF_ROLES, type StaffRole } from '@parlor/contract'
import {
  Alert,
  App,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { RhfField } from '@/components/form/rhf-field'
import { issueCodes } from '@/components/form/zod-codes'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/components/permission'
import { useUrlTable } from '@/components/use-url-table'
import { useMe } from '@/lib/session'
import { type ApiKeyCreate, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys'
import { assignableRoles } from '../components/role-options'
import { ScopeField, ScopeTags } from '../components/scope-field'

type KeyRow = NonNullable<ReturnType<typeof useApiKeys>['data']>[number]
type Created = Awaited<ReturnType<ReturnType<typeof useCreateApiKey>['mutateAsync']>>

const fmt = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—')

/** API keys for scripts calling the operator API (`X-Admin-Token`); the secret is shown once. */
export default function ApiKeysScreen() {
  const { t } = useTranslation()
  const canWrite = useCan('staff.write')
  const keys = useApiKeys()
  const revoke = useRevokeApiKey()
  const { message } = App.useApp()
  const table = useUrlTable()
  const [creating, setCreating] = useState(false)
  const [secretShown, setSecretShown] = useState(false)
  const closeDrawer = () => {
    setCreating(false)
    setSecretShown(false)
  }
  const rows = keys.data ?? []
  return (
    <>
      <PageHeader
        title={t('menu.apiKeys')}
        extra={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('apiKeys.create.button')}
            </Button>
          ) : null
        }
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('apiKeys.intro')}
        </Typography.Paragraph>
      </PageHeader>
      <Table<KeyRow>
        rowKey="id"
        loading={keys.isPending}
        dataSource={rows}
        pagination={table.pagination(rows.length)}
        columns={[
          {
            title: t('apiKeys.field.name'),
            dataIndex: 'name',
            render: (n: string) => <Typography.Text strong>{n}</Typography.Text>,
          },
          {
            title: t('apiKeys.field.prefix'),
            dataIndex: 'prefix',
            render: (p: string) => <Typography.Text code>{p}…</Typography.Text>,
          },
          {
            title: t('staff.field.role'),
            dataIndex: 'role',
            render: (r: string) => <Tag>{t(`staff.roles.${r}`)}</Tag>,
          },
          {
            title: t('staff.field.scope'),
            dataIndex: 'merchants',
            render: (m: KeyRow['merchants']) => <ScopeTags scope={m} />,
          },
          { title: t('apiKeys.field.createdBy'), dataIndex: 'createdBy' },
          { title: t('common.createdAt'), dataIndex: 'createdAt', render: fmt },
          { title: t('apiKeys.field.lastUsed'), dataIndex: 'lastUsedAt', render: fmt },
          {
            title: t('common.status'),
            dataIndex: 'revokedAt',
            render: (at: string | null) =>
              at ? (
                <Badge status="default" text={t('apiKeys.revokedAt', { at: fmt(at) })} />
              ) : (
                <Badge status="success" text={t('apiKeys.active')} />
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_, r) =>
              canWrite && !r.revokedAt ? (
                <Popconfirm
                  title={t('apiKeys.revokeConfirm', { name: r.name })}
                  okText={t('apiKeys.revoke')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    revoke
                      .mutateAsync(r.id)
                      .then(() => message.success(t('apiKeys.revokedDone', { name: r.name })))
                      .catch(() => {})
                  }
                >
                  <Button type="link" danger style={{ padding: 0 }}>
                    {t('apiKeys.revoke')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <Drawer
        open={creating}
        onClose={closeDrawer}
        size={520}
        title={t('apiKeys.create.title')}
        destroyOnHidden
        // The secret is shown once: only the confirmation that it is saved closes the drawer.
        closable={!secretShown}
        mask={{ closable: !secretShown }}
        keyboard={!secretShown}
      >
        <CreateKey onSecretShown={() => setSecretShown(true)} onClose={closeDrawer} />
      </Drawer>
    </>
  )
}

function CreateKey({ onClose, onSecretShown }: { onClose: () => void; onSecretShown: () => void }) {
  const { t } = useTranslation()
  const [saved, setSaved] = useState(false)
  const { data: me } = useMe()
  const mutation = useCreateApiKey()
  const [created, setCreated] = useState<Created | null>(null)
  const form = useForm<z.input<typeof apiKeyCreateBodySchema>>({
    resolver: zodResolver(apiKeyCreateBodySchema, issueCodes),
    defaultValues: { name: '', role: 'readOnly', merchants: me?.merchants === 'all' ? 'all' : [] },
  })
  const roles = assignableRoles(me?.role).filter((r): r is Exclude<StaffRole, 'owner'> => r !== 'owner')
  const submit = form.handleSubmit(async (values: ApiKeyCreate) => {
    setCreated(await mutation.mutateAsync(values))
    onSecretShown()
  })

  if (created)
    return (
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('apiKeys.create.once')} />
        <Typography.Text>{t('apiKeys.create.secretLabel', { name: created.name })}</Typography.Text>
        <Typography.Paragraph
          code
          copyable={{ text: created.secret }}
          data-testid="api-key-secret"
          style={{ fontSize: 14, wordBreak: 'break-all' }}
        >
          {created.secret}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('apiKeys.create.usage')}</Typography.Text>
        <Typography.Text code>X-Admin-Token: {created.prefix}…</Typography.Text>
        <Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)}>
          {t('apiKeys.create.saved')}
        </Checkbox>
        <Button type="primary" disabled={!saved} onClick={onClose}>
          {t('apiKeys.create.done')}
        </Button>
      </Flex>
    )

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate>
        {mutation.isError ? (
          <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <RhfField
          control={form.control}
          name="name"
          label={t('apiKeys.field.name')}
          required
          extra={t('apiKeys.field.nameHelp')}
        >
          {(field) => <Input {...field} id="name" prefix={<KeyOutlined />} />}
        </RhfField>
        <RhfField control={form.control} name="role" label={t('staff.field.role')} required>
          {(field) => (
            <Select
              id="role"
              value={field.value}
              onChange={field.onChange}
              options={roles
                .filter((r) => STAFF_ROLES.includes(r))
                .map((r) => ({ value: r, label: t(`staff.roles.${r}`) }))}
            />
          )}
        </RhfField>
        <RhfField control={form.control} name="merchants" label={t('staff.field.scope')} required>
          {(field) => <ScopeField id="merchants" value={field.value} onChange={field.onChange} />}
        </RhfField>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('apiKeys.create.submit')}
        </Button>
      </form>
    </Form>
  )
}
