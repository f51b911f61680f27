import { isTrialType } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { getSecurityConfigQueryOptions } from '@/features/member-centre/api/get-security-config'
import { BankCardsScreen } from '@/features/withdraw/components/bank-cards-screen'
import { useSession } from '@/lib/storage'

/** Cards are bound in the member's payee name, which the member centre's security settings hold. */
export default function BankCardsRoute() {
  const session = useSession()
  const real = session !== null && !isTrialType(session.type)
  const config = useQuery({ ...getSecurityConfigQueryOptions(session?.token ?? ''), enabled: real })
  return <BankCardsScreen payeeName={config.data ? config.data.payeeName : undefined} />
}
