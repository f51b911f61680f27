import { zodResolver } from '@hookform/resolvers/zod'
import { FEEDBACK_LIMITS, FeedbackError } from '@parlor/contract'
import { TextArea, Toast } from 'antd-mobile'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type FieldProblem, Form } from '@/components/form/form'
import { errorIdOf, FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { isApiError } from '@/lib/api-client'
import { useSendFeedback } from '../api/send-feedback'
import { type FeedbackForm, feedbackFormSchema } from '../utils/feedback-rules'
import { FEEDBACK_TEXT_LIMITS, FeedbackImages } from './feedback-images'
import './pages.css'

const SERVER_FIELD: Record<string, 'remark' | 'images'> = {
  [FeedbackError.remarkRequired]: 'remark',
  [FeedbackError.remarkTooLong]: 'remark',
  [FeedbackError.tooManyImages]: 'images',
  [FeedbackError.imageTooLarge]: 'images',
  [FeedbackError.imageType]: 'images',
}
const MESSAGE_KEYS = new Set(['remarkRequired', 'remarkTooLong', 'tooManyImages', 'imageTooLarge', 'imageType'])

/**
 * `/m/feedback` (FEEDBACK3): a remark and up to three pictures. Every limit is checked here before
 * sending (by content for the pictures) and again by the server, whose refusal lands on the field.
 */
export function FeedbackScreen() {
  const { t } = useTranslation()
  const send = useSendFeedback()
  const remarkId = useId()
  const form = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { remark: '', images: [] },
  })
  // A refused pick stays on screen until the next pick or removal; submitting does not clear it.
  const [pickError, setPickError] = useState('')
  const remarkLength = Array.from(form.watch('remark').trim()).length
  const limits = FEEDBACK_TEXT_LIMITS

  // Client rules carry an i18n key; server refusals arrive as text.
  const messageText = ({ message = '' }: FieldProblem) =>
    MESSAGE_KEYS.has(message) ? t(`pages.feedback.${message as 'remarkRequired'}`, { ...limits, name: '' }) : message

  const onSubmit = async (values: FeedbackForm) => {
    try {
      await send.mutateAsync({
        remark: values.remark,
        images: values.images.map((i) => ({ name: i.name, data: i.data })),
      })
    } catch (error) {
      const field = isApiError(error) ? SERVER_FIELD[error.errorCode] : undefined
      const text = isApiError(error) ? error.message : t('errors.unknown')
      if (field) form.setError(field, { type: 'server', message: text })
      Toast.show({ content: text, duration: 2000 })
      return
    }
    for (const i of values.images) URL.revokeObjectURL(i.preview)
    form.reset({ remark: '', images: [] })
    setPickError('')
    Toast.show({ icon: 'success', content: t('pages.feedback.sent'), duration: 1500 })
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      messageText={messageText}
      className="pages feedback"
      aria-labelledby="feedback-title"
    >
      <h1 id="feedback-title" className="pages__title">
        {t('pages.feedback.title')}
      </h1>
      <p className="pages__note">{t('pages.feedback.intro')}</p>
      <FormField
        name="remark"
        id={remarkId}
        label={t('pages.feedback.remarkLabel')}
        hint={
          <span
            id={`${remarkId}-count`}
            className={remarkLength > FEEDBACK_LIMITS.remarkMax ? 'feedback__count--over' : ''}
            data-testid="feedback-count"
          >
            {remarkLength}/{FEEDBACK_LIMITS.remarkMax}
          </span>
        }
        render={(control) => (
          <Controller
            control={form.control}
            name="remark"
            render={({ field }) => (
              <TextArea
                id={control.id}
                className="feedback__remark"
                placeholder={t('pages.feedback.remarkPlaceholder', limits)}
                rows={5}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={control['aria-invalid']}
                aria-describedby={`${remarkId}-count ${errorIdOf(remarkId)}`}
              />
            )}
          />
        )}
      />
      <FeedbackImages pickError={pickError} onPickError={setPickError} />
      <p className="pages__note">{t('pages.feedback.imagesHint', limits)}</p>
      <SubmitButton loading={send.isPending}>{t('pages.feedback.submit')}</SubmitButton>
    </Form>
  )
}
