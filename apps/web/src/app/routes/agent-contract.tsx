import type { ContractKind } from '@parlor/contract'
import { ContractScreen } from '@/features/agent/components/contract-screen'

export default function AgentContractRoute({ kind }: { kind: ContractKind }) {
  return <ContractScreen kind={kind} />
}
