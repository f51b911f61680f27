import { type ContractKind, CONTRACT_KINDS, isAgentType, NO_CONTRACT_TYPES } from '@parlor/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { markContractOfferAsked, readAskedContractOffers, useSession } from '@/lib/storage'
import { getFundsConsolidatedQueryOptions } from '../api/get-funds-consolidated'
import { CONTRACT_CALLS } from '../hooks/use-contract'
import { pendingContractKinds } from '../utils/contracts'
import './contract-offer.css'

/** Types that are checked: agents (not 0, 4, 40) outside the no-contract types 4, 40, 41, 42. */
export const contractEligible = (type: number) => isAgentType(type) && !NO_CONTRACT_TYPES.includes(type)

export interface ContractOfferCheckProps {
  /** When member info was last renewed (its query's dataUpdatedAt); each new value runs one check. */
  renewedAt: number
  memberType: number | undefined
  /** The merchant's AGENTPOLICY3 switch (wire-contract §9). */
  enabled: boolean
}

interface Round {
  token: string
  /** Kinds still to ask about, the first one shown. */
  kinds: ContractKind[]
}

const NO_ROUND: Round = { token: '', kinds: [] }

/**
 * Storefront §4 Contract requests: after member info is renewed, an eligible agent is asked about
 * each pending offer in turn (daily salary, dividend, hourly salary) with Cancel or Go; Go opens
 * that offer's screen and ends the round.
 *
 * Each kind is asked once per session: once shown, page loads do not ask about it again until the
 * next sign-in (Cancel closes it for the session). The question sits in the page above the screen's content rather than in a modal,
 * so the header, the bottom menu and the agent menu stay usable; the agent home lists the offers
 * still waiting, so they can be answered later.
 */
export function ContractOfferCheck({ renewedAt, memberType, enabled }: ContractOfferCheckProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const token = useSession()?.token ?? ''
  const [round, setRound] = useState<Round>(NO_ROUND)
  // One check per renewal, also under StrictMode's doubled effects.
  const checked = useRef(0)
  // Renewals close together (login, then home) must not start a second check.
  const running = useRef(false)
  // A round belongs to the session that fetched it: after a sign-out nothing of it shows.
  const kind = round.token === token ? round.kinds[0] : undefined
  // A renewal while a question waits leaves the round alone: a new one would skip what it still asks.
  const asking = useRef(false)
  useEffect(() => {
    asking.current = kind !== undefined
  }, [kind])

  useEffect(() => {
    if (!enabled || !token || renewedAt === 0 || memberType === undefined) return
    if (!contractEligible(memberType) || checked.current === renewedAt || running.current) return
    checked.current = renewedAt
    if (asking.current) return
    // Every kind already answered in this session: nothing to ask, nothing to fetch.
    if (CONTRACT_KINDS.every((k) => readAskedContractOffers(token).includes(k))) return
    running.current = true
    queryClient
      .fetchQuery({ ...getFundsConsolidatedQueryOptions(token), staleTime: 0 })
      .then((flags) => {
        const asked = readAskedContractOffers(token)
        setRound({ token, kinds: pendingContractKinds(flags).filter((k) => !asked.includes(k)) })
      })
      .catch(() => undefined)
      .finally(() => {
        running.current = false
      })
  }, [enabled, renewedAt, memberType, token, queryClient])

  const onItsScreen = kind !== undefined && pathname === CONTRACT_CALLS[kind].path

  // Asked once a session: shown once is asked, answered or not, so the next page load leaves it be.
  useEffect(() => {
    if (kind) markContractOfferAsked(token, kind)
  }, [kind, token])

  const answer = (answered: ContractKind, go: boolean) => {
    if (go) {
      setRound(NO_ROUND)
      navigate(CONTRACT_CALLS[answered].path)
    } else setRound((r) => ({ ...r, kinds: r.kinds.filter((k) => k !== answered) }))
  }

  // The agent opened the offer's screen by itself: that screen is the answer.
  useEffect(() => {
    if (onItsScreen && kind) setRound((r) => ({ ...r, kinds: r.kinds.filter((k) => k !== kind) }))
  }, [onItsScreen, kind])

  if (!kind || onItsScreen) return null
  return (
    <section
      className="contract-offer"
      aria-labelledby="contract-offer-title"
      aria-live="polite"
      data-testid="contract-offer"
      data-kind={kind}
    >
      <div className="contract-offer__text">
        <h2 id="contract-offer-title" className="contract-offer__title">
          {t(`agent.contract.kind.${kind}`)}
        </h2>
        <p className="contract-offer__body">{t('agent.contract.offerWaiting')}</p>
      </div>
      <div className="contract-offer__actions">
        <Button size="small" shape="rounded" fill="outline" onClick={() => answer(kind, false)}>
          {t('common.cancel')}
        </Button>
        <Button size="small" shape="rounded" color="primary" onClick={() => answer(kind, true)}>
          {t('agent.contract.go')}
        </Button>
      </div>
    </section>
  )
}
