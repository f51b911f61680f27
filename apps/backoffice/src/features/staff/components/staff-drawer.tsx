import { zodResolver } from '@hookform/resolvers/zod'
import { STAFF_ROLES, type StaffRow, staffCreateBodySchema, staffScopeSchema } from '@parlor/contract'
import { Alert, App, Button, Divider, Drawer, Flex, Form, Input, Popconfirm, Select, Switch, Typography } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AuditTrail } from '@/components/audit-trail'
import { RhfField } from '@/components/form/rhf-field'
import { issueCodes } from '@/components/form/zod-codes'
import { useMe } from '@/lib/session'
import { usePatchStaff, useCreateStaff } from '../api/save-staff'
import { assignableRoles } from './role-options'
import { ScopeField } from './scope-field'

const editSchema = z.object({
  displayName: z.string().trim().min(1, 'required').max(60),
  role: z.enum(STAFF_ROLES),
  merchants: staffScopeSchema,
  active: z.boolean(),
  // Empty: the password stays as it is.
  password: z.union([z.literal(''), z.string().min(12, 'staff_password_length').max(128, 'staff_password_length')]),
})
// The contract's rules (12–128 like staffPasswordSchema), with a message that says so.
const createSchema = staffCreateBodySchema.extend({
  password: z.string().min(12, 'staff_password_length').max(128, 'staff_password_length'),
})
type EditValues = z.infer<typeof editSchema>
type CreateValues = z.input<typeof staffCreateBodySchema>

/** New account, or the changes an owner or admin may make to one (with its audit trail). */
export function StaffDrawer({ row, open, onClose }: { row: StaffRow | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={row ? 760 : 520}
      title={row ? t('staff.edit.title', { username: row.username }) : t('staff.create.title')}
      destroyOnHidden
    >
      {row ? <EditForm row={row} onDone={onClose} /> : <CreateForm onDone={onClose} />}
    </Drawer>
  )
}

function RoleSelect({ value, onChange, id }: { value: string; onChange: (v: string) => void; id?: string }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={assignableRoles(me?.role).map((r) => ({ value: r, label: t(`staff.roles.${r}`) }))}
    />
  )
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const mutation = useCreateStaff()
  const { data: me } = useMe()
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema, issueCodes),
    defaultValues: {
      username: '',
      displayName: '',
      role: 'support',
      merchants: me?.merchants === 'all' ? 'all' : [],
      password: '',
    },
  })
  const submit = form.handleSubmit(async (values) => {
    await mutation.mutateAsync(values)
    void message.success(t('staff.create.done', { username: values.username }))
    onDone()
  })
  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate>
        {mutation.isError ? (
          <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <RhfField
          control={form.control}
          name="username"
          label={t('staff.field.username')}
          required
          extra={t('staff.field.usernameHelp')}
        >
          {(field) => <Input {...field} id="username" autoComplete="off" />}
        </RhfField>
        <RhfField control={form.control} name="displayName" label={t('staff.field.displayName')} required>
          {(field) => <Input {...field} id="displayName" />}
        </RhfField>
        <RhfField control={form.control} name="role" label={t('staff.field.role')} required>
          {(field) => <RoleSelect id="role" value={field.value} onChange={field.onChange} />}
        </RhfField>
        <RhfField control={form.control} name="merchants" label={t('staff.field.scope')} required>
          {(field) => <ScopeField id="merchants" value={field.value} onChange={field.onChange} />}
        </RhfField>
        <RhfField
          control={form.control}
          name="password"
          label={t('staff.field.password')}
          required
          extra={t('staff.field.passwordHelp')}
        >
          {(field) => <Input.Password {...field} id="password" autoComplete="new-password" />}
        </RhfField>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('staff.create.submit')}
        </Button>
      </form>
    </Form>
  )
}

function EditForm({ row, onDone }: { row: StaffRow; onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const mutation = usePatchStaff()
  const reset = usePatchStaff()
  const { data: me } = useMe()
  const self = me?.id === row.id
  const initial: EditValues = {
    displayName: row.displayName,
    role: row.role,
    merchants: row.merchants,
    active: row.status === 'active',
    password: '',
  }
  const form = useForm<EditValues>({ resolver: zodResolver(editSchema, issueCodes), defaultValues: initial })
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh row (after a save) resets the form
  useEffect(() => form.reset(initial), [row])

  const submit = form.handleSubmit(async (v) => {
    const dirty = form.formState.dirtyFields
    const body = {
      ...(dirty.displayName ? { displayName: v.displayName } : {}),
      ...(dirty.role ? { role: v.role } : {}),
      ...(dirty.merchants ? { merchants: v.merchants } : {}),
      ...(dirty.active ? { status: v.active ? ('active' as const) : ('disabled' as const) } : {}),
      ...(v.password ? { password: v.password } : {}),
    }
    if (Object.keys(body).length === 0) return onDone()
    await mutation.mutateAsync({ id: row.id, ...body })
    void message.success(t('common.saved'))
    onDone()
  })

  const resetTotp = async () => {
    await reset.mutateAsync({ id: row.id, resetTotp: true })
    void message.success(t('staff.edit.totpResetDone', { username: row.username }))
  }

  return (
    <Flex gap={24} align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Form layout="vertical" component={false}>
          <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate>
            {mutation.isError ? (
              <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />
            ) : null}
            <Form.Item label={t('staff.field.username')}>
              <Typography.Text strong>{row.username}</Typography.Text>
            </Form.Item>
            <RhfField control={form.control} name="displayName" label={t('staff.field.displayName')} required>
              {(field) => <Input {...field} id="displayName" />}
            </RhfField>
            <RhfField control={form.control} name="role" label={t('staff.field.role')} required>
              {(field) => <RoleSelect id="role" value={field.value} onChange={field.onChange} />}
            </RhfField>
            <RhfField control={form.control} name="merchants" label={t('staff.field.scope')} required>
              {(field) => <ScopeField id="merchants" value={field.value} onChange={field.onChange} />}
            </RhfField>
            <RhfField
              control={form.control}
              name="active"
              label={t('staff.field.active')}
              extra={self ? t('staff.edit.notSelf') : t('staff.field.activeHelp')}
            >
              {(field) => (
                <Switch
                  id="active"
                  checked={field.value}
                  onChange={field.onChange}
                  disabled={self}
                  aria-label={t('staff.field.active')}
                />
              )}
            </RhfField>
            <RhfField
              control={form.control}
              name="password"
              label={t('staff.field.newPassword')}
              extra={t('staff.field.newPasswordHelp')}
            >
              {(field) => <Input.Password {...field} id="password" autoComplete="new-password" />}
            </RhfField>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </form>
        </Form>
        <Divider />
        <Typography.Title level={5}>{t('staff.edit.totp')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {row.totpEnrolled ? t('staff.edit.totpEnrolled') : t('staff.edit.totpNotEnrolled')}
        </Typography.Paragraph>
        {reset.isError ? (
          <Alert type="error" showIcon title={reset.error.message} style={{ marginBottom: 12 }} />
        ) : null}
        <Popconfirm
          title={t('staff.edit.totpResetConfirm', { username: row.username })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => resetTotp().catch(() => {})}
          disabled={!row.totpEnrolled}
        >
          <Button danger disabled={!row.totpEnrolled} loading={reset.isPending}>
            {t('staff.edit.totpReset')}
          </Button>
        </Popconfirm>
      </div>
      <div style={{ width: 280, flex: 'none' }}>
        <AuditTrail target={`staff:${row.username}`} />
      </div>
    </Flex>
  )
}
