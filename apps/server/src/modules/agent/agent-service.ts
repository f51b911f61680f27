/**
 * The agent area (decision 013): team KPIs, the downline list, accounts opened by an agent,
 * transfers through the ledger, affiliate links, rebates and salary/dividend contracts. Each
 * sub-area is its own factory; this one composes them into the service the routes call. Every
 * call that names another member first proves that member is in the caller's tree.
 */
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import type { RegistrationRepository } from '../registration/registration-repository.ts'
import { createAgentContractService } from './agent-contract-service.ts'
import { createAgentLinkService } from './agent-link-service.ts'
import { createAgentRebateService } from './agent-rebate-service.ts'
import type { AgentRepository } from './agent-repository.ts'
import { createAgentTeamService } from './agent-team-service.ts'
import { createAgentTransferService } from './agent-transfer-service.ts'
import { createRedRainService } from './red-rain-service.ts'

export { type Caller, isAgent, isContractAgent, parseAmount } from './agent-rules.ts'
export { OPEN_ACCOUNTS_PER_HOUR } from './agent-team-service.ts'

export function createAgentService(deps: {
  db: Db
  repo: AgentRepository
  registration: RegistrationRepository
  passwords: PasswordHasher
  limiter: RateLimiter
  clock: Clock
}) {
  return {
    ...createAgentTeamService(deps),
    ...createAgentTransferService(deps),
    ...createAgentLinkService(deps),
    ...createAgentRebateService(deps),
    ...createAgentContractService(deps),
    ...createRedRainService(deps),
  }
}
export type AgentService = ReturnType<typeof createAgentService>
