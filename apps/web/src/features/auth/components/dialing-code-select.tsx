import { DownFill } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { formatRegion } from '@/lib/format'
import { useCountries } from '../api/get-countries'

/**
 * The dialling-code picker in front of a mobile number, fed by `GET /wps/system/country`. A
 * native select laid over the short "+63" label: phones open their own wheel or list, with full
 * country names in the player's language, and screen readers get a real control.
 */
export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation()
  const { data } = useCountries()
  const countries = data?.countries ?? []
  const listed = countries.some((c) => c.countryDialingCode === value)

  return (
    <span className="dialing-code">
      <span className="dialing-code__label" aria-hidden="true">
        +{value}
        <DownFill className="dialing-code__caret" />
      </span>
      <select
        className="dialing-code__select"
        aria-label={t('auth.dialingCode')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {!listed && <option value={value}>+{value}</option>}
        {countries.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            +{c.countryDialingCode} {formatRegion(c.countryCode, c.countryName)}
          </option>
        ))}
      </select>
    </span>
  )
}
