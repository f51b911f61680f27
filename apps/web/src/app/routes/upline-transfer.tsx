import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getMemberInfoQueryOptions } from '@/features/auth/api/get-member-info'
import { UplineTransferScreen } from '@/features/member-centre/components/upline-transfer-screen'
import { HeaderBalance } from '@/features/wallet/components/header-balance'
import { useSession } from '@/lib/storage'
import { walletKeys } from '@/features/wallet/api/wallet-keys'

export default function UplineTransferRoute() {
  const session = useSession()
  const queryClient = useQueryClient()
  const member = useQuery({ ...getMemberInfoQueryOptions(session?.token ?? ''), enabled: session !== null })
  return (
    <UplineTransferScreen
      member={member.data}
      balance={<HeaderBalance />}
      // The ['wallet'] prefix covers every balance the app shows.
      onTransferred={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
    />
  )
}
