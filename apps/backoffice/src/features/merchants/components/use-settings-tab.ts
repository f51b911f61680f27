import { zodResolver } from '@hookform/resolvers/zod'
import type { BoMerchantSettings } from '@parlor/contract'
import { App } from 'antd'
import { useEffect } from 'react'
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { dropEmptyTexts, issueCodes } from '@/components/form/zod-codes'
import { applyServerError } from '@/components/form/rhf-field'
import { type MerchantPatch, useUpdateMerchantSettings } from '../api/update-merchant-settings'

const pick = (settings: BoMerchantSettings, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, settings[k as keyof BoMerchantSettings]]))

/**
 * One settings tab: a react-hook-form over some of the merchant's fields, validated with the
 * contract's schema for them, saved alone (PUT takes a partial record). A refused save shows the
 * server's message on the field it names, or as a toast.
 */
export function useSettingsTab<S extends z.ZodObject>(settings: BoMerchantSettings, schema: S) {
  type Values = z.input<S> & FieldValues
  const { t } = useTranslation()
  const { message } = App.useApp()
  const keys = Object.keys(schema.shape)
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: ((values, ctx, options) =>
      zodResolver(schema as never, issueCodes as never)(
        dropEmptyTexts(values, ['agreement']) as never,
        ctx,
        options as never,
      )) as Resolver<Values, unknown, z.output<S>>,
    defaultValues: pick(settings, keys) as DefaultValues<Values>,
  })
  const mutation = useUpdateMerchantSettings(settings.code)

  // Another tab's save (or a reload) brought a newer record: show it unless this tab has edits.
  const { reset, formState } = form
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newer record should reset the form
  useEffect(() => {
    if (!formState.isDirty) reset(pick(settings, keys) as Values)
  }, [settings.updatedAt])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values as MerchantPatch)
      reset(pick(saved, keys) as Values)
      void message.success(t('merchants.saved'))
    } catch (error) {
      if (!applyServerError(error, keys, form.setError))
        void message.error((error as Error).message || t('merchants.saveFailed'))
    }
  })

  // What every tab hands its SettingsFormFrame.
  const frame = { onSubmit, onReset: () => reset(), saving: mutation.isPending, dirty: formState.isDirty }
  return { form, frame }
}
