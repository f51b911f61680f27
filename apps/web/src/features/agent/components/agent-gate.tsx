import { isAgentType } from '@parlor/contract'
import type { ComponentType, ReactNode } from 'react'
import { Navigate } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'

/**
 * The agent menu's screens: a guest signs in first (and comes back), a non-agent (types 0, 4, 40)
 * is replaced to home like on the agent home.
 */
export function AgentGate({ children }: { children: ReactNode }) {
  const session = useSession()
  if (!session) return <LoginFirst />
  if (!isAgentType(session.type)) return <Navigate to={paths.home.path} replace />
  return children
}

/** An agent menu screen: its body behind the gate, so the body's calls only ever run for an agent. */
export function agentScreen<P extends object>(Body: ComponentType<P>) {
  return function AgentScreen(props: P) {
    return (
      <AgentGate>
        <Body {...props} />
      </AgentGate>
    )
  }
}
