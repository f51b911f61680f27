import { useQuery } from '@tanstack/react-query'
import { getMemberInfoQueryOptions } from '@/features/auth/api/get-member-info'
import { BenefitsScreen } from '@/features/member-centre/components/benefits-screen'
import { useSession } from '@/lib/storage'

export default function MemberBenefitsRoute() {
  const session = useSession()
  const member = useQuery({ ...getMemberInfoQueryOptions(session?.token ?? ''), enabled: session !== null })
  return <BenefitsScreen member={member.data} />
}
