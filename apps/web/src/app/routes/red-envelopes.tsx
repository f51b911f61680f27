import { RedEnvelopesScreen } from '@/features/red-envelopes/components/red-envelopes-screen'
import { HeaderBalance } from '@/features/wallet/components/header-balance'

/** A member's envelopes from agents' rains, with the balance the opened ones go to. */
export default function RedEnvelopesRoute() {
  return <RedEnvelopesScreen balance={<HeaderBalance />} />
}
