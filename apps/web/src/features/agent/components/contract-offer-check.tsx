import { type ContractKind, type FundsConsolidated, isAgentType, NO_CONTRACT_TYPES } from '@parlor/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { confirmDialog } from '@/lib/antd-mobile'
import { readSession } from '@/lib/storage'
import { getFundsConsolidatedQueryOptions } from '../api/get-funds-consolidated'
import { CONTRACT_CALLS } from '../hooks/use-contract'

/** The pending flag of each kind in funds/consolidated, in the order the dialogs appear. */
const PENDING_FLAG: readonly (readonly [ContractKind, keyof FundsConsolidated])[] = [
  ['dailySalary', 'dailysalreqtype'],
  ['dividend', 'divtypecompperiodreq'],
  ['hourlySalary', 'contracthoursalreq'],
]

/** Types that are checked: agents (not 0, 4, 40) outside the no-contract types 4, 40, 41, 42. */
export const contractEligible = (type: number) => isAgentType(type) && !NO_CONTRACT_TYPES.includes(type)

export interface ContractOfferCheckProps {
  /** When member info was last renewed (its query's dataUpdatedAt); each new value runs one check. */
  renewedAt: number
  memberType: number | undefined
  /** The merchant's AGENTPOLICY3 switch (wire-contract §9). */
  enabled: boolean
}

/**
 * Storefront §4 Contract requests: after member info is renewed, an eligible agent is asked about
 * each pending offer in turn (daily salary, dividend, hourly salary) with Cancel or Go; Go opens
 * that offer's screen and ends the round. Renders nothing itself.
 */
export function ContractOfferCheck({ renewedAt, memberType, enabled }: ContractOfferCheckProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { t } = useTranslation()
  // One round of dialogs per renewal, also under StrictMode's doubled effects.
  const checked = useRef(0)
  // Renewals close together (login, then home) must not stack a second round of dialogs.
  const running = useRef(false)

  useEffect(() => {
    const session = readSession()
    if (!enabled || !session || renewedAt === 0 || memberType === undefined) return
    if (!contractEligible(memberType) || checked.current === renewedAt || running.current) return
    checked.current = renewedAt
    running.current = true
    void (async () => {
      const flags = await queryClient
        .fetchQuery({ ...getFundsConsolidatedQueryOptions(session.token), staleTime: 0 })
        .catch(() => null)
      if (!flags) return
      for (const [kind, flag] of PENDING_FLAG) {
        if (!flags[flag]) continue
        // The member may have signed out while an earlier dialog was open.
        if (readSession()?.token !== session.token) return
        const go = await confirmDialog({
          title: t(`agent.contract.kind.${kind}`),
          content: t('agent.contract.offerWaiting'),
          confirmText: t('agent.contract.go'),
          cancelText: t('common.cancel'),
        })
        if (go) {
          navigate(CONTRACT_CALLS[kind].path)
          return
        }
      }
    })().finally(() => {
      running.current = false
    })
  }, [enabled, renewedAt, memberType, queryClient, navigate, t])

  return null
}
