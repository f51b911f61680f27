import { useTranslation } from 'react-i18next'
import { prizeTiers } from '../utils/vn-prizes'
import './results-screen.css'

/** The 27 Vietnamese prizes in their customary table, special first (play sheet, results, verify). */
export function VnPrizeTable({ result }: { result: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <table className="results-prizes" data-testid="lottery-prize-table">
      <tbody>
        {prizeTiers(result).map(({ tier, numbers }) => (
          <tr key={tier} className={tier === 'special' ? 'results-prizes__special' : undefined}>
            <th scope="row">{t(`lottery.results.prize.${tier}`)}</th>
            <td>{numbers.join(' ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
