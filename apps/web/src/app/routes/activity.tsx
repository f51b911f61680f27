import { useNavigate } from 'react-router'
import { usePromotions } from '@/features/promotions/api/get-promotions'
import { PromotionListScreen } from '@/features/promotions/components/promotion-list-screen'
import { paths } from '@/config/paths'

/** `/m/activity`: the promotions list (decision 038). */
export default function ActivityRoute() {
  const navigate = useNavigate()
  const promotions = usePromotions()
  return (
    <PromotionListScreen
      promotions={promotions.data}
      failed={promotions.isError}
      onOpen={(id) => navigate(`${paths.activityInfo.path}?id=${id}`)}
    />
  )
}
