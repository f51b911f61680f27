import { LANGUAGE_NAMES, type Language } from '@parlor/contract'
import { DatePicker, Input, InputNumber, Tabs } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RhfField } from './rhf-field'

/** The fields every piece of content shares: texts per language, display order, schedule. */

/**
 * A title and, when `html` names a field, operator HTML per offered language, one tab each: the
 * texts of announcements, help entries and promotions. Every tab stays mounted so a language not
 * looked at still validates and submits.
 */
export function LocalizedTexts<T extends FieldValues>(props: {
  control: Control<T>
  languages: readonly Language[]
  active: Language
  onActive: (language: Language) => void
  /** The map field of titles (`titles`). */
  titles: string
  /** The map field of HTML texts (`contents`, `rules`); none for a title only. */
  html?: string | null
  htmlLabel?: ReactNode
  rows?: number
}) {
  const { t } = useTranslation()
  const { control } = props
  return (
    <Tabs
      size="small"
      activeKey={props.active}
      onChange={(k) => props.onActive(k as Language)}
      items={props.languages.map((l) => ({
        key: l,
        label: LANGUAGE_NAMES[l],
        forceRender: true,
        children: (
          <>
            <RhfField control={control} name={`${props.titles}.${l}` as FieldPath<T>} label={t('content.form.title')}>
              {(field) => <Input id={field.name} {...field} value={field.value ?? ''} maxLength={200} />}
            </RhfField>
            {props.html && (
              <RhfField
                control={control}
                name={`${props.html}.${l}` as FieldPath<T>}
                label={props.htmlLabel}
                extra={t('content.form.contentHelp')}
              >
                {(field) => (
                  <Input.TextArea
                    id={field.name}
                    {...field}
                    value={field.value ?? ''}
                    rows={props.rows ?? 6}
                    style={{ fontFamily: 'monospace', fontSize: 12 }}
                  />
                )}
              </RhfField>
            )}
          </>
        ),
      }))}
    />
  )
}

/** The display order of a row: 0 to 100,000, lower first. */
export function SortField<T extends FieldValues>(props: { control: Control<T>; label: ReactNode; extra?: ReactNode }) {
  return (
    <RhfField control={props.control} name={'sort' as FieldPath<T>} label={props.label} extra={props.extra}>
      {(field) => (
        <InputNumber<number>
          id="sort"
          min={0}
          max={100000}
          precision={0}
          value={field.value}
          onChange={(v) => field.onChange(v ?? 0)}
          style={{ width: '100%' }}
        />
      )}
    </RhfField>
  )
}

/** A start or end time to the minute, held as an ISO string (null: none). */
export function DateTimeField<T extends FieldValues>(props: {
  control: Control<T>
  name: 'startAt' | 'endAt'
  label: ReactNode
  placeholder?: string
  required?: boolean
}) {
  return (
    <RhfField control={props.control} name={props.name as FieldPath<T>} label={props.label} required={props.required}>
      {(field) => (
        <DatePicker
          id={props.name}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={field.value ? dayjs(field.value) : null}
          onChange={(d) => field.onChange(d ? d.toISOString() : null)}
          placeholder={props.placeholder}
          style={{ width: '100%' }}
        />
      )}
    </RhfField>
  )
}
