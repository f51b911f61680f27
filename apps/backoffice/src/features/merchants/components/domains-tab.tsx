import { type BoMerchantSettings, boMerchantSettingsSchema } from '@parlor/contract'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { RhfField } from '@/components/form/rhf-field'
import { ItemErrors } from './item-errors'
import { SettingsFormFrame } from '@/components/form/settings-form-frame'
import { useSettingsTab } from './use-settings-tab'

const schema = boMerchantSettingsSchema.pick({ domains: true, imageCdns: true })

/** Host names that resolve to this merchant, and the image CDNs the player app picks from at random. */
export function DomainsTab({ settings, canWrite }: { settings: BoMerchantSettings; canWrite: boolean }) {
  const { t } = useTranslation()
  const { form, frame } = useSettingsTab(settings, schema)
  const { control } = form
  return (
    <SettingsFormFrame {...frame} canWrite={canWrite} testId="domains-tab">
      <RhfField
        control={control}
        name="domains"
        label={t('merchants.domains.domains')}
        extra={t('merchants.domains.domainsHelp')}
      >
        {(field) => (
          <Select
            {...field}
            id="domains"
            mode="tags"
            open={false}
            tokenSeparators={[',', ' ']}
            placeholder="play.example.com"
          />
        )}
      </RhfField>
      <ItemErrors error={form.formState.errors.domains} values={form.watch('domains') as string[]} />
      <RhfField
        control={control}
        name="imageCdns"
        label={t('merchants.domains.cdns')}
        extra={t('merchants.domains.cdnsHelp')}
      >
        {(field) => (
          <Select
            {...field}
            id="imageCdns"
            mode="tags"
            open={false}
            tokenSeparators={[',', ' ']}
            placeholder="https://img.example.com"
          />
        )}
      </RhfField>
      <ItemErrors error={form.formState.errors.imageCdns} values={form.watch('imageCdns') as string[]} />
    </SettingsFormFrame>
  )
}
