import { Flex, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { useMe } from '@/lib/session'

export type Scope = 'all' | string[]

/**
 * Which merchants an account or key may act on: all, or chosen ones. Only a caller whose own scope
 * is all may give all; the choices are the merchants the caller can see.
 */
export function ScopeField({ value, onChange, id }: { value: Scope; onChange: (v: Scope) => void; id?: string }) {
  const { t } = useTranslation()
  const { options } = useMerchant()
  const { data: me } = useMe()
  const mayGiveAll = me?.merchants === 'all'
  const all = value === 'all'
  return (
    <Flex vertical gap={8} id={id}>
      <Radio.Group
        value={all ? 'all' : 'some'}
        onChange={(e) => onChange(e.target.value === 'all' ? 'all' : [])}
        options={[
          { value: 'all', label: t('staff.scope.all'), disabled: !mayGiveAll },
          { value: 'some', label: t('staff.scope.some') },
        ]}
      />
      {all ? null : (
        <Select
          mode="multiple"
          aria-label={t('staff.scope.merchants')}
          placeholder={t('staff.scope.pick')}
          value={value}
          onChange={(codes: string[]) => onChange(codes)}
          options={options.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` }))}
          optionFilterProp="label"
        />
      )}
    </Flex>
  )
}

export function ScopeTags({ scope }: { scope: Scope }) {
  const { t } = useTranslation()
  return scope === 'all' ? t('staff.scope.all') : scope.join(', ')
}
