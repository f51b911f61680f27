import { Typography } from 'antd'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/**
 * A list of texts (domains, CDNs, countries) fails per item, under `field.<index>`, which the
 * field's own line does not show: this names each refused item with its reason.
 */
export function ItemErrors({ error, values }: { error: unknown; values: readonly string[] | undefined }) {
  const { t, i18n } = useTranslation()
  if (!Array.isArray(error)) return null
  const items = (error as Array<FieldError | undefined>)
    .map((e, i) => (e?.message ? { value: values?.[i] ?? '', message: e.message } : null))
    .filter((x) => x !== null)
  if (items.length === 0) return null
  return (
    <div style={{ marginTop: -16, marginBottom: 16 }}>
      {items.map(({ value, message }) => (
        <Typography.Text key={value} type="danger" style={{ display: 'block' }}>
          {value}: {i18n.exists(`validation.${message}`) ? t(`validation.${message}`) : message}
        </Typography.Text>
      ))}
    </div>
  )
}
