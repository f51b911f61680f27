import { zodResolver } from '@hookform/resolvers/zod'
import { RG_TIME_MAX_MINUTES, type RgTimeLimit } from '@parlor/contract'
import { Button, List, Popup, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { useSetRgTimeLimit } from '../api/set-rg-time-limit'

const DAY_MINUTES = 1440

function TimeEditor({ limit, onDone }: { limit: RgTimeLimit; onDone: () => void }) {
  const { t } = useTranslation()
  const save = useSetRgTimeLimit()
  // The server's rule too: whole minutes, a day's at most 1440, a week's at most 10080.
  const schema = z.object({
    minutes: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'minutes')
      .refine((v) => {
        const n = Number(v)
        return n >= 1 && n <= (limit.period === 'day' ? DAY_MINUTES : RG_TIME_MAX_MINUTES)
      }, 'minutes'),
  })
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { minutes: limit.minutes === null ? '' : String(limit.minutes) },
  })
  const send = async (minutes: number | null) => {
    try {
      const answer = await save.mutateAsync({ period: limit.period, minutes })
      Toast.show({
        icon: 'success',
        content: answer.immediate
          ? t('responsibleGaming.limits.savedNow')
          : t('responsibleGaming.limits.savedLater', { time: formatDateTime(answer.effectiveTime) }),
      })
      onDone()
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : t('errors.unknown')
      form.setError(SERVER_ERROR, { type: 'server', message })
    }
  }
  const title = `${t('responsibleGaming.kind.time')} · ${t(`responsibleGaming.period.${limit.period}`)}`
  return (
    <div className="rg-editor" role="dialog" aria-label={title}>
      <h2 className="rg-editor__title">{title}</h2>
      <Form
        form={form}
        onSubmit={(v) => send(Number(v.minutes.trim()))}
        messageText={(error) => (error.type === 'server' ? (error.message ?? '') : t('responsibleGaming.time.invalid'))}
      >
        <FormField
          name="minutes"
          id="rg-minutes"
          label={t('responsibleGaming.time.minutes')}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        />
        <SubmitButton compact loading={save.isPending}>
          {t('responsibleGaming.limits.save')}
        </SubmitButton>
      </Form>
      {limit.minutes !== null && (
        <Button block fill="outline" className="rg-editor__remove" disabled={save.isPending} onClick={() => send(null)}>
          {t('responsibleGaming.limits.remove')}
        </Button>
      )}
    </div>
  )
}

/** Session-time limits (decision 044): minutes signed in and active per day and week, with time used. */
export function TimeLimits({ limits }: { limits: RgTimeLimit[] }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<RgTimeLimit | null>(null)
  const value = (minutes: number) => t('responsibleGaming.time.value', { minutes })
  return (
    <>
      <List
        className="rg-list"
        header={
          <span className="rg-list__header">
            <strong>{t('responsibleGaming.kind.time')}</strong>
            <span>{t('responsibleGaming.kindHint.time')}</span>
          </span>
        }
      >
        {limits.map((limit) => {
          const lines = [
            t(limit.period === 'day' ? 'responsibleGaming.time.usedToday' : 'responsibleGaming.time.usedWeek', {
              minutes: limit.usedMinutes,
            }),
          ]
          if (limit.pendingTime !== null)
            lines.push(
              limit.pendingMinutes === null
                ? t('responsibleGaming.limits.pendingRemoval', { time: formatDateTime(limit.pendingTime) })
                : t('responsibleGaming.limits.pending', {
                    amount: value(limit.pendingMinutes),
                    time: formatDateTime(limit.pendingTime),
                  }),
            )
          return (
            <List.Item
              key={limit.period}
              data-testid={`rg-limit-time-${limit.period}`}
              description={lines.map((l) => (
                <span key={l} className="rg-line">
                  {l}
                </span>
              ))}
              extra={
                limit.minutes === null ? (
                  <span className="rg-none">{t('responsibleGaming.limits.none')}</span>
                ) : (
                  <strong>{value(limit.minutes)}</strong>
                )
              }
              onClick={() => setEditing(limit)}
            >
              {t(`responsibleGaming.period.${limit.period}`)}
            </List.Item>
          )
        })}
      </List>
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} onClose={() => setEditing(null)}>
        {editing && <TimeEditor limit={editing} onDone={() => setEditing(null)} />}
      </Popup>
    </>
  )
}
