import { zodResolver } from '@hookform/resolvers/zod'
import { FEEDBACK_LIMITS, FeedbackError, sniffImageType } from '@parlor/contract'
import { Button, TextArea, Toast } from 'antd-mobile'
import { CloseOutline, PictureOutline } from 'antd-mobile-icons'
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { useSendFeedback } from '../api/send-feedback'
import { type FeedbackForm, feedbackFormSchema, imageProblem, toBase64 } from '../utils/feedback-rules'
import './pages.css'

const SERVER_FIELD: Record<string, 'remark' | 'images'> = {
  [FeedbackError.remarkRequired]: 'remark',
  [FeedbackError.remarkTooLong]: 'remark',
  [FeedbackError.tooManyImages]: 'images',
  [FeedbackError.imageTooLarge]: 'images',
  [FeedbackError.imageType]: 'images',
}
type MessageKey = 'remarkRequired' | 'remarkTooLong' | 'tooManyImages' | 'imageTooLarge' | 'imageType'
const isMessageKey = (k: string | undefined): k is MessageKey =>
  k === 'remarkRequired' || k === 'remarkTooLong' || k === 'tooManyImages' || k === 'imageTooLarge' || k === 'imageType'

/**
 * `/m/feedback` (FEEDBACK3): a remark and up to three pictures. Every limit is checked here before
 * sending (by content for the pictures) and again by the server, whose refusal lands on the field.
 */
export function FeedbackScreen() {
  const { t } = useTranslation()
  const send = useSendFeedback()
  const fileInput = useRef<HTMLInputElement>(null)
  const remarkId = useId()
  const imagesId = useId()
  const { control, handleSubmit, formState, setError, clearErrors, getValues, setValue, reset, watch } =
    useForm<FeedbackForm>({
      resolver: zodResolver(feedbackFormSchema),
      defaultValues: { remark: '', images: [] },
    })
  // A refused pick stays on screen until the next pick or removal; submitting does not clear it.
  const [pickError, setPickError] = useState('')
  const images = watch('images')
  const remark = watch('remark')
  const limits = { max: FEEDBACK_LIMITS.imagesMax, size: '5 MB', chars: FEEDBACK_LIMITS.remarkMax }

  // Object URLs of thumbnails are released when the page goes.
  const previews = useRef<string[]>([])
  useEffect(() => {
    previews.current = images.map((i) => i.preview)
  }, [images])
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url)
    },
    [],
  )

  // Client rules carry an i18n key; server refusals and picked-file problems arrive as text.
  const message = (key: string | undefined): string => {
    if (!key) return ''
    return isMessageKey(key) ? t(`pages.feedback.${key}`, { ...limits, name: '' }) : key
  }

  const addFiles = async (files: FileList | null) => {
    clearErrors('images')
    setPickError('')
    for (const file of Array.from(files ?? [])) {
      const current = getValues('images')
      const problem = await imageProblem(file, current.length)
      if (problem) {
        const text = t(`pages.feedback.${problem}`, { ...limits, name: file.name })
        setPickError(text)
        Toast.show({ content: text, duration: 2000 })
        continue
      }
      // imageProblem has just sniffed the same bytes, so this is png or jpeg.
      const mime = sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer())) ?? 'image/png'
      setValue(
        'images',
        [
          ...current,
          {
            name: file.name,
            size: file.size,
            mime,
            data: await toBase64(file),
            preview: URL.createObjectURL(file),
          },
        ],
        { shouldValidate: false },
      )
    }
    if (fileInput.current) fileInput.current.value = ''
  }

  const removeImage = (index: number) => {
    const current = getValues('images')
    const gone = current[index]
    if (gone) URL.revokeObjectURL(gone.preview)
    setValue(
      'images',
      current.filter((_, i) => i !== index),
    )
    clearErrors('images')
    setPickError('')
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({
        remark: values.remark,
        images: values.images.map((i) => ({ name: i.name, data: i.data })),
      })
    } catch (error) {
      const field = isApiError(error) ? SERVER_FIELD[error.errorCode] : undefined
      const text = isApiError(error) ? error.message : t('errors.unknown')
      if (field) setError(field, { type: 'server', message: text })
      Toast.show({ content: text, duration: 2000 })
      return
    }
    for (const i of values.images) URL.revokeObjectURL(i.preview)
    reset({ remark: '', images: [] })
    setPickError('')
    Toast.show({ icon: 'success', content: t('pages.feedback.sent'), duration: 1500 })
  })

  const remarkError = formState.errors.remark?.message
  const imagesError = formState.errors.images?.message ?? formState.errors.images?.root?.message
  return (
    <form className="pages feedback" noValidate onSubmit={onSubmit} aria-labelledby="feedback-title">
      <h1 id="feedback-title" className="pages__title">
        {t('pages.feedback.title')}
      </h1>
      <p className="pages__note">{t('pages.feedback.intro')}</p>
      <label className="feedback__label" htmlFor={remarkId}>
        {t('pages.feedback.remarkLabel')}
      </label>
      <Controller
        control={control}
        name="remark"
        render={({ field }) => (
          <TextArea
            id={remarkId}
            className="feedback__remark"
            placeholder={t('pages.feedback.remarkPlaceholder', limits)}
            rows={5}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={Boolean(remarkError)}
            aria-describedby={`${remarkId}-count ${remarkId}-error`}
          />
        )}
      />
      <div className="feedback__meta">
        <span id={`${remarkId}-error`} className="feedback__error" role="alert">
          {message(remarkError)}
        </span>
        <span
          id={`${remarkId}-count`}
          className={Array.from(remark.trim()).length > FEEDBACK_LIMITS.remarkMax ? 'feedback__count--over' : ''}
          data-testid="feedback-count"
        >
          {Array.from(remark.trim()).length}/{FEEDBACK_LIMITS.remarkMax}
        </span>
      </div>

      <span className="feedback__label" id={imagesId}>
        {t('pages.feedback.imagesLabel', limits)}
      </span>
      <ul className="feedback__images" aria-labelledby={imagesId}>
        {images.map((img, i) => (
          <li key={img.preview} className="feedback__thumb">
            <img src={img.preview} alt={img.name} />
            <button
              type="button"
              className="feedback__remove"
              aria-label={t('pages.feedback.remove', { name: img.name })}
              onClick={() => removeImage(i)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          </li>
        ))}
        {images.length < FEEDBACK_LIMITS.imagesMax && (
          <li>
            <button type="button" className="feedback__add" onClick={() => fileInput.current?.click()}>
              <PictureOutline aria-hidden="true" />
              <span>{t('pages.feedback.addImage')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        data-testid="feedback-file"
        onChange={(e) => void addFiles(e.target.files)}
      />
      <p className="feedback__error" role="alert" data-testid="feedback-images-error">
        {pickError || message(imagesError)}
      </p>
      <p className="pages__note">{t('pages.feedback.imagesHint', limits)}</p>
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={send.isPending}>
        {t('pages.feedback.submit')}
      </Button>
    </form>
  )
}
