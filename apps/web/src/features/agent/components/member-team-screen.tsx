import type { Downline } from '@parlor/contract'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDownlineSelection } from '../hooks/use-downline-selection'
import { agentScreen } from './agent-gate'
import { DownlineList } from './downline-list'
import { TransferPopup } from './transfer-popup'
import './agent-screens.css'

/**
 * Team management (DOWNMAN): the whole team with search, and a transfer to one downline (its row's
 * button) or to every ticked downline at once.
 */
export const MemberTeamScreen = agentScreen(MemberTeam)

function MemberTeam() {
  const { t } = useTranslation()
  const { selected, toggle, clear } = useDownlineSelection()
  const [targets, setTargets] = useState<readonly Downline[] | null>(null)

  return (
    <section className="agent-screen" aria-label={t('screens.memberTeam')}>
      <h1 className="visually-hidden">{t('screens.memberTeam')}</h1>
      <DownlineList
        selected={new Set(selected.keys())}
        onToggle={toggle}
        rowAction={(d) => (
          <Button size="mini" color="primary" fill="outline" onClick={() => setTargets([d])}>
            {t('agent.transfer.button')}
          </Button>
        )}
      />
      {selected.size > 0 && (
        <div className="agent-screen__footer">
          <span>{t('agent.team.selected', { count: selected.size })}</span>
          <Button color="primary" size="small" onClick={() => setTargets([...selected.values()])}>
            {t('agent.transfer.selected')}
          </Button>
        </div>
      )}
      {targets && (
        <TransferPopup
          targets={targets}
          onClose={() => setTargets(null)}
          onDone={() => {
            setTargets(null)
            clear()
          }}
        />
      )}
    </section>
  )
}
