import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLOR: Record<string, string> = {
  pending: 'gold',
  review: 'orange',
  approved: 'blue',
  credited: 'green',
  paid: 'green',
  declined: 'red',
  rejected: 'red',
  failed: 'red',
  expired: 'default',
  cancelled: 'default',
}

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Tag color={COLOR[status] ?? 'default'}>{t(`cashier.status.${status}`, { defaultValue: status })}</Tag>
}
