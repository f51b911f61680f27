import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { LaunchScreen } from '@/features/games/components/launch-screen'
import { RealityCheck } from '@/features/responsible-gaming/components/reality-check'
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance'

export default function LaunchGameRoute() {
  const navigate = useNavigate()
  const wallet = useWalletBalance()
  return (
    <>
      <LaunchScreen />
      <RealityCheck
        readBalance={async () => (await wallet.refetch()).data?.sumBalance}
        onStop={() => navigate(paths.home.path)}
      />
    </>
  )
}
