import { zodResolver } from '@hookform/resolvers/zod'
import { Button, List, Toast } from 'antd-mobile'
import { KeyOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { useAddPasskey } from '../api/add-passkey'
import { usePasskeys } from '../api/get-passkeys'
import { useRemovePasskey } from '../api/remove-passkey'

const when = (ms: number) => formatDateTime(ms, { dateStyle: 'medium', timeStyle: 'short' })

// Rule messages are i18n keys under `accountProtection.errors`.
const addSchema = z.object({
  name: z.string().trim().min(1, 'passkeyName').max(40, 'passkeyName'),
  password: z.string().min(1, 'password'),
})
const removeSchema = z.object({ password: z.string().min(1, 'password') })

type Errors = 'password' | 'passkeyName'

/** The server's refusal under the password, else above the button; the browser's own as "not added". */
function useRefusal() {
  const { t } = useTranslation()
  return (error: unknown): { field: 'password' | typeof SERVER_ERROR; message: string } =>
    isApiError(error)
      ? { field: error.errorCode === 'old.password.incorrect' ? 'password' : SERVER_ERROR, message: error.message }
      : { field: SERVER_ERROR, message: t('accountProtection.passkeyCancelled') }
}

function useRuleText() {
  const { t } = useTranslation()
  return (e: { type?: string; message?: string }) =>
    e.type === 'server' ? (e.message ?? '') : t(`accountProtection.errors.${e.message as Errors}`)
}

function AddForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation()
  const call = useAddPasskey(token)
  const refusal = useRefusal()
  const form = useForm<{ name: string; password: string }>({
    resolver: zodResolver(addSchema),
    defaultValues: { name: t('accountProtection.passkeyDefaultName'), password: '' },
  })
  const onSubmit = async (v: { name: string; password: string }) => {
    try {
      await call.mutateAsync({ name: v.name.trim(), password: v.password })
      Toast.show({ icon: 'success', content: t('accountProtection.passkeyAdded') })
      onDone()
    } catch (error) {
      const r = refusal(error)
      form.setError(r.field, { type: 'server', message: r.message })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={useRuleText()} className="ap-card ap-inline">
      <p>{t('accountProtection.passkeyIntro')}</p>
      <FormField
        name="name"
        id="ap-passkey-name"
        label={t('accountProtection.passkeyName')}
        inputProps={{ maxLength: 40, autoComplete: 'off' }}
      />
      <PasswordField
        name="password"
        id="ap-passkey-password"
        label={t('accountProtection.password')}
        autoComplete="current-password"
      />
      <SubmitButton compact loading={call.isPending}>
        {t('accountProtection.passkeyCreate')}
      </SubmitButton>
      <Button block size="middle" fill="none" onClick={onDone}>
        {t('common.cancel')}
      </Button>
    </Form>
  )
}

function RemoveForm({ token, id, name, onDone }: { token: string; id: number; name: string; onDone: () => void }) {
  const { t } = useTranslation()
  const call = useRemovePasskey(token)
  const refusal = useRefusal()
  const form = useForm<{ password: string }>({ resolver: zodResolver(removeSchema), defaultValues: { password: '' } })
  const onSubmit = async ({ password }: { password: string }) => {
    try {
      await call.mutateAsync({ id, password })
      Toast.show({ icon: 'success', content: t('accountProtection.passkeyRemoved') })
      onDone()
    } catch (error) {
      const r = refusal(error)
      form.setError(r.field, { type: 'server', message: r.message })
    }
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={useRuleText()} className="ap-card ap-inline">
      <p>{t('accountProtection.passkeyRemoveIntro', { name })}</p>
      <PasswordField
        name="password"
        id="ap-passkey-remove-password"
        label={t('accountProtection.password')}
        autoComplete="current-password"
      />
      <SubmitButton compact loading={call.isPending}>
        {t('accountProtection.passkeyRemove')}
      </SubmitButton>
      <Button block size="middle" fill="none" onClick={onDone}>
        {t('common.cancel')}
      </Button>
    </Form>
  )
}

/**
 * The security centre's passkeys (decision 043): the list (name, added, last used), adding one
 * after the sign-in password, removing one with it.
 */
export function PasskeysSection({ token }: { token: string }) {
  const { t } = useTranslation()
  const { data } = usePasskeys(token)
  const [open, setOpen] = useState<'add' | number | null>(null)
  const removing = typeof open === 'number' ? data?.find((k) => k.id === open) : undefined
  return (
    <List className="ap-list" header={t('accountProtection.passkeys')} data-testid="ap-passkeys">
      {data?.length === 0 && <List.Item className="ap-muted">{t('accountProtection.passkeysEmpty')}</List.Item>}
      {data?.map((k) => (
        <List.Item
          key={k.id}
          prefix={<KeyOutline aria-hidden="true" />}
          description={[
            t('accountProtection.passkeyCreated', { time: when(k.createdAt) }),
            k.lastUsedAt
              ? t('accountProtection.passkeyLastUsed', { time: when(k.lastUsedAt) })
              : t('accountProtection.passkeyNeverUsed'),
          ].join(' · ')}
          extra={
            <Button size="mini" fill="none" color="danger" onClick={() => setOpen(k.id)}>
              {t('accountProtection.passkeyRemove')}
            </Button>
          }
        >
          {k.name}
        </List.Item>
      ))}
      <div className="ap-actions">
        {open === 'add' ? (
          <AddForm token={token} onDone={() => setOpen(null)} />
        ) : removing ? (
          <RemoveForm token={token} id={removing.id} name={removing.name} onDone={() => setOpen(null)} />
        ) : (
          <Button block size="middle" color="primary" fill="outline" onClick={() => setOpen('add')}>
            {t('accountProtection.passkeyAdd')}
          </Button>
        )}
      </div>
    </List>
  )
}
