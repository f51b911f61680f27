import { ICON_MAX_BYTES, type MemberInfo, NICKNAME_MAX, NICKNAME_MIN, EMAIL_MAX, EMAIL_PATTERN } from '@parlor/contract'
import { Button, Input, Toast } from 'antd-mobile'
import { CameraOutline, UserCircleOutline } from 'antd-mobile-icons'
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { formatCalendarDay } from '@/lib/format'
import { useMemberIcon } from '../api/get-member-icon'
import { useSecurityConfig } from '../api/get-security-config'
import { useUpdateEmail } from '../api/update-email'
import { useUpdateNickname } from '../api/update-nickname'
import { useUpdateBirthDate } from '../api/update-birth-date'
import { useUpdatePayeeName } from '../api/update-payee-name'
import { useUploadMemberIcon } from '../api/upload-member-icon'
import { type IconCheck, checkIconFile } from '../utils/icon-file'
import { MemberOnly } from '@/components/layout/member-only'
import './member-centre.css'

const NICKNAME_CHARS = /^[\p{L}\p{M}\p{N} ._-]+$/u

const failure = (err: unknown, fallback: string) => (isApiError(err) ? err.message : fallback)

interface FieldFormProps {
  id: string
  label: string
  initial: string
  placeholder?: string
  /** `date` gives the phone's date picker; the value is then `YYYY-MM-DD`. */
  type?: 'text' | 'date'
  check: (value: string) => string | null
  save: (value: string, done: (error: string | null) => void) => void
  pending: boolean
  hint?: ReactNode
}

function FieldForm({ id, label, initial, placeholder, type = 'text', check, save, pending, hint }: FieldFormProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setValue(initial), [initial])

  const submit = () => {
    const problem = check(value.trim())
    setError(problem)
    if (!problem) save(value.trim(), setError)
  }

  return (
    <section className="mc-card" aria-labelledby={`${id}-label`}>
      <label htmlFor={id}>
        <h2 id={`${id}-label`}>{label}</h2>
      </label>
      <div className="mc-row">
        <Input
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          onChange={setValue}
          onEnterPress={submit}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button size="small" color="primary" shape="rounded" loading={pending} onClick={submit}>
          {t('memberCentre.profile.save')}
        </Button>
      </div>
      {hint && <p>{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mc-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

/**
 * A field the member sets once (payee name, date of birth): its form until it is set, then the
 * value and how to have it changed.
 */
function SetOnceField({
  value,
  shown,
  locked,
  testId,
  ...form
}: Omit<FieldFormProps, 'initial'> & { value: string | null; shown: string; locked: string; testId: string }) {
  if (!value) return <FieldForm initial="" {...form} />
  return (
    <section className="mc-card">
      <h2>{form.label}</h2>
      <p data-testid={testId}>{shown}</p>
      <p>{locked}</p>
    </section>
  )
}

function IconUpload() {
  const { t } = useTranslation()
  const icon = useMemberIcon()
  const upload = useUploadMemberIcon()
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.preview) : undefined), [picked])

  const messages: Record<Exclude<IconCheck, 'ok'>, string> = {
    type: t('memberCentre.profile.iconType'),
    size: t('memberCentre.profile.iconSize', { max: `${ICON_MAX_BYTES / 1024 / 1024} MB` }),
    empty: t('memberCentre.profile.iconEmpty'),
  }

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const result = await checkIconFile(file)
    if (result !== 'ok') {
      setPicked(null)
      setError(messages[result])
      return
    }
    setError(null)
    setPicked({ file, preview: URL.createObjectURL(file) })
  }

  const send = async () => {
    if (!picked) return
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsDataURL(picked.file)
    })
    upload.mutate(dataUrl, {
      onSuccess: () => {
        setPicked(null)
        Toast.show({ icon: 'success', content: t('memberCentre.profile.iconSaved') })
      },
      onError: (err) => setError(failure(err, t('errors.unknown'))),
    })
  }

  const shown = picked?.preview ?? icon.data?.url ?? null
  return (
    <section className="mc-card" aria-label={t('memberCentre.headIcon')}>
      <h2>{t('memberCentre.headIcon')}</h2>
      <div className="mc-profile__avatar">
        {shown ? (
          <img src={shown} alt={picked ? t('memberCentre.profile.preview') : t('memberCentre.headIcon')} />
        ) : (
          <span className="mc-profile__placeholder">
            <UserCircleOutline aria-hidden="true" />
          </span>
        )}
        <div>
          <label className="mc-button" htmlFor="icon-file">
            <CameraOutline aria-hidden="true" /> {t('memberCentre.profile.choose')}
          </label>
          <input
            id="icon-file"
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => void onPick(e)}
          />
          <p>{t('memberCentre.profile.iconRules', { max: `${ICON_MAX_BYTES / 1024 / 1024} MB` })}</p>
        </div>
      </div>
      {picked && (
        <Button block color="primary" shape="rounded" loading={upload.isPending} onClick={() => void send()}>
          {t('memberCentre.profile.upload')}
        </Button>
      )}
      {error && (
        <p className="mc-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

function Profile({ token, member, onSaved }: { token: string } & ProfileScreenProps) {
  const { t } = useTranslation()
  const security = useSecurityConfig(token)
  const nickname = useUpdateNickname()
  const email = useUpdateEmail()
  const payee = useUpdatePayeeName()
  const birthDate = useUpdateBirthDate()

  const saved = () => {
    Toast.show({ icon: 'success', content: t('memberCentre.profile.saved') })
    onSaved()
    void security.refetch()
  }
  const nicknameRule = (v: string) =>
    [...v].length < NICKNAME_MIN || [...v].length > NICKNAME_MAX || !NICKNAME_CHARS.test(v)
      ? t('memberCentre.profile.nicknameRule', { min: NICKNAME_MIN, max: NICKNAME_MAX })
      : null
  const emailRule = (v: string) =>
    v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v) ? t('memberCentre.profile.emailRule') : null
  const payeeRule = (v: string) => (v.length < 2 ? t('memberCentre.profile.payeeRule') : null)
  // The server checks that it is a real past date of someone of age, and says which rule failed.
  const birthDateRule = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : t('memberCentre.profile.birthDateRule'))
  const onSave = (mutation: { mutate: typeof payee.mutate }) => (v: string, done: (error: string | null) => void) =>
    mutation.mutate(v, { onSuccess: saved, onError: (err) => done(failure(err, t('errors.unknown'))) })

  return (
    <div className="mc-page">
      <section className="mc-card">
        <h2>{t('memberCentre.profile.account')}</h2>
        <p data-testid="profile-account">{member?.account}</p>
      </section>
      <IconUpload />
      <FieldForm
        id="profile-nickname"
        label={t('memberCentre.profile.nickname')}
        initial={member?.nickname ?? ''}
        check={nicknameRule}
        pending={nickname.isPending}
        save={(v, done) =>
          nickname.mutate(v, { onSuccess: saved, onError: (err) => done(failure(err, t('errors.unknown'))) })
        }
      />
      <FieldForm
        id="profile-email"
        label={t('memberCentre.profile.email')}
        initial=""
        placeholder={security.data?.email ?? t('memberCentre.security.notSet')}
        check={emailRule}
        pending={email.isPending}
        hint={security.data?.email ? t('memberCentre.profile.emailCurrent', { email: security.data.email }) : null}
        save={(v, done) =>
          email.mutate(v, { onSuccess: saved, onError: (err) => done(failure(err, t('errors.unknown'))) })
        }
      />
      {security.data && (
        <>
          <SetOnceField
            id="profile-payee"
            label={t('memberCentre.profile.payeeName')}
            value={security.data.payeeName}
            shown={security.data.payeeName ?? ''}
            locked={t('memberCentre.profile.payeeLocked')}
            testId="payee-name"
            check={payeeRule}
            pending={payee.isPending}
            hint={t('memberCentre.profile.payeeHint')}
            save={onSave(payee)}
          />
          <SetOnceField
            id="profile-birth-date"
            type="date"
            label={t('memberCentre.profile.birthDate')}
            value={security.data.birthDate}
            shown={security.data.birthDate ? formatCalendarDay(security.data.birthDate) : ''}
            locked={t('memberCentre.profile.birthDateLocked')}
            testId="birth-date"
            check={birthDateRule}
            pending={birthDate.isPending}
            hint={t('memberCentre.profile.birthDateHint')}
            save={onSave(birthDate)}
          />
        </>
      )}
    </div>
  )
}

interface ProfileScreenProps {
  member: MemberInfo | undefined
  /** Member info changed: the route refreshes it wherever it is shown. */
  onSaved: () => void
}

/** `/m/member/profile`: nickname, email, payee name and head icon (wire-contract §5, decision 012). */
export function ProfileScreen(props: ProfileScreenProps) {
  return <MemberOnly>{(s) => <Profile token={s.token} {...props} />}</MemberOnly>
}
