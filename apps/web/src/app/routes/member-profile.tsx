import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getMemberInfoQueryOptions } from '@/features/auth/api/get-member-info'
import { ProfileScreen } from '@/features/member-centre/components/profile-screen'
import { useSession } from '@/lib/storage'

export default function MemberProfileRoute() {
  const session = useSession()
  const queryClient = useQueryClient()
  const options = getMemberInfoQueryOptions(session?.token ?? '')
  const member = useQuery({ ...options, enabled: session !== null })
  return (
    <ProfileScreen
      member={member.data}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
    />
  )
}
