import { FEEDBACK_LIMITS, sniffImageType } from '@parlor/contract'
import { Toast } from 'antd-mobile'
import { CloseOutline, PictureOutline } from 'antd-mobile-icons'
import { useEffect, useId, useRef } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useMessageText } from '@/components/form/form'
import { type FeedbackForm, imageProblem, toBase64 } from '../utils/feedback-rules'

export const FEEDBACK_TEXT_LIMITS = { max: FEEDBACK_LIMITS.imagesMax, size: '5 MB', chars: FEEDBACK_LIMITS.remarkMax }

/**
 * The pictures of the feedback form: thumbnails with remove buttons, the add button while fewer
 * than the limit are attached, and one message line for a refused pick or a refused list.
 */
export function FeedbackImages({ pickError, onPickError }: { pickError: string; onPickError: (text: string) => void }) {
  const { t } = useTranslation()
  const { control, getValues, setValue, clearErrors } = useFormContext<FeedbackForm>()
  const images = useWatch({ control, name: 'images' })
  const { errors } = useFormState({ control, name: 'images' })
  const messageText = useMessageText()
  const fileInput = useRef<HTMLInputElement>(null)
  const imagesId = useId()
  const limits = FEEDBACK_TEXT_LIMITS

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

  const addFiles = async (files: FileList | null) => {
    clearErrors('images')
    onPickError('')
    for (const file of Array.from(files ?? [])) {
      const current = getValues('images')
      const problem = await imageProblem(file, current.length)
      if (problem) {
        const text = t(`pages.feedback.${problem}`, { ...limits, name: file.name })
        onPickError(text)
        Toast.show({ content: text, duration: 2000 })
        continue
      }
      // imageProblem has just sniffed the same bytes, so this is png or jpeg.
      const mime = sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer())) ?? 'image/png'
      const image = { name: file.name, size: file.size, mime, data: await toBase64(file) }
      setValue('images', [...current, { ...image, preview: URL.createObjectURL(file) }], { shouldValidate: false })
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
    onPickError('')
  }

  const listError = errors.images?.message ? errors.images : errors.images?.root
  return (
    <>
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
        {pickError || (listError ? messageText(listError, 'images') : '')}
      </p>
    </>
  )
}
