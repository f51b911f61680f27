import { useTranslation } from 'react-i18next'
import { useFormContext } from 'react-hook-form'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'

/** The six-digit withdrawal password a payout change or a withdrawal asks for. */
export function WithdrawPasswordField({ id }: { id: string }) {
  const { t } = useTranslation()
  return (
    <PasswordField
      name="withdrawPassword"
      id={id}
      label={t('withdraw.password')}
      autoComplete="current-password"
      inputProps={{ inputMode: 'numeric', maxLength: 6 }}
    />
  )
}

/** A registered native select with an empty first choice that asks the member to pick. */
export function SelectField({
  name,
  id,
  label,
  placeholder,
  options,
}: {
  name: string
  id: string
  label: string
  placeholder: string
  options: { value: string; label: string }[]
}) {
  const { register } = useFormContext()
  return (
    <FormField
      name={name}
      id={id}
      label={label}
      render={(control) => (
        <select className="wd__select" {...control} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
