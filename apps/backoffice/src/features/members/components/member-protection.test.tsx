import type { StaffRole } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, type StubAnswers, staffMe } from '@/testing/render-app'

const HOUR = 3_600_000
const member = (twoStep: boolean) => ({
  id: 42,
  merchant: 'demo',
  username: 'rgplayer',
  mobile: null,
  email: null,
  status: 'active' as const,
  testAccount: false,
  agent: false,
  balance: '120.00',
  lastLoginAt: null,
  lastLoginIp: null,
  createdAt: '2026-11-20T10:00:00Z',
  realName: null,
  birthDate: '1990-04-02',
  vipLevel: null,
  bonusBalance: '0.00',
  parent: null,
  currency: 'PHP',
  sessions: [],
  logins: [],
  ledger: [],
  rounds: [],
  inbox: [],
  twoStep,
})

/** The member's responsible-gaming view with a break ending at `endTime` (ms). */
const rgView = (endTime: number | null, liftedTime: number | null = null) => ({
  memberId: 42,
  settings: {
    currency: 'PHP',
    coolingOffHours: 24,
    limits: [
      {
        kind: 'deposit' as const,
        period: 'day' as const,
        amount: 500,
        pendingAmount: 900,
        pendingTime: Date.UTC(2026, 11, 2, 10),
        used: 120,
      },
      { kind: 'loss' as const, period: 'week' as const, amount: null, pendingAmount: null, pendingTime: null, used: 0 },
    ],
    timeLimits: [
      { period: 'day' as const, minutes: 90, pendingMinutes: null, pendingTime: null, usedMinutes: 35 },
      { period: 'week' as const, minutes: null, pendingMinutes: null, pendingTime: null, usedMinutes: 200 },
    ],
    exclusion: null,
  },
  lastBreak: { kind: 'timeout' as const, startTime: Date.UTC(2026, 10, 30, 10), endTime, liftedTime },
  history: [
    {
      id: 3,
      time: Date.UTC(2026, 10, 30, 11),
      source: 'member' as const,
      action: 'limit' as const,
      kind: 'time' as const,
      period: 'day' as const,
      from: null,
      to: 90,
      effectiveTime: Date.UTC(2026, 10, 30, 11),
      endTime: null,
    },
    {
      id: 2,
      time: Date.UTC(2026, 10, 30, 10),
      source: 'member' as const,
      action: 'timeout' as const,
      kind: null,
      period: null,
      from: null,
      to: null,
      effectiveTime: null,
      endTime,
    },
    {
      id: 1,
      time: Date.UTC(2026, 10, 29, 10),
      source: 'member' as const,
      action: 'limit' as const,
      kind: 'deposit' as const,
      period: 'day' as const,
      from: null,
      to: 500,
      effectiveTime: Date.UTC(2026, 10, 29, 10),
      endTime: null,
    },
  ],
})

function open(role: StaffRole, o: { twoStep?: boolean; endTime?: number | null } & StubAnswers = {}) {
  const { twoStep = true, endTime = Date.now() - HOUR, ...answers } = o
  return renderApp('/bo/members/42?merchant=demo', {
    staffMe: staffMe(role),
    boMemberGet: member(twoStep),
    boMemberRg: rgView(endTime),
    boAuditList: { rows: [], total: 0 },
    ...answers,
  })
}

describe('member detail: responsible gaming', () => {
  it('shows limits with use and the pending raise, the break and the history by source', async () => {
    open('support', { endTime: Date.now() + HOUR })
    const panel = (await screen.findByText('Responsible gaming')).closest('.ant-card') as HTMLElement
    await within(panel).findByText('Time-out')
    expect(within(panel).getByText('In force')).toBeInTheDocument()
    expect(within(panel).getAllByText('Daily')).toHaveLength(2)
    expect(within(panel).getByText(/120\.00/)).toBeInTheDocument()
    // The session-time limit reads in minutes, in the table and in the history; the unset weekly one is left out.
    expect(within(panel).getByText('Session time')).toBeInTheDocument()
    expect(within(panel).getByText('90 min')).toBeInTheDocument()
    expect(within(panel).getByText('35 min')).toBeInTheDocument()
    expect(within(panel).queryByText('Weekly')).toBeNull()
    expect(within(panel).getByText(/^Daily session-time limit: none → 90 min/)).toBeInTheDocument()
    expect(within(panel).getByText(/^Daily deposit limit: none → /)).toBeInTheDocument()
    expect(within(panel).getByText(/900.*2026-12-02/)).toBeInTheDocument()
    // The loss limit is not set: only limits in force or pending are listed.
    expect(within(panel).queryByText('Loss')).toBeNull()
    expect(within(panel).getAllByText('Member')).toHaveLength(3)
    // In force: the lift is offered but cannot be pressed.
    expect(within(panel).getByRole('button', { name: 'Lift break' })).toBeDisabled()
  })

  it('lifts an ended break with a required reason, and shows the server refusal in the dialog', async () => {
    const user = userEvent.setup()
    const bodies: unknown[] = []
    let refuse = true
    open('admin', {
      boMemberRgLift: (req) => {
        bodies.push(req.body)
        if (refuse) return { error: 'rg.liftTooEarly', status: 409, message: 'This break is still in force.' }
        return rgView(Date.now() - HOUR, Date.now())
      },
    })
    const button = await screen.findByRole('button', { name: 'Lift break' })
    expect(button).toBeEnabled()
    await user.click(button)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Lift break' }))
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await user.type(within(dialog).getByLabelText(/Reason/), 'reviewed with the member')
    await user.click(within(dialog).getByRole('button', { name: 'Lift break' }))
    expect(await within(dialog).findByText('This break is still in force.')).toBeInTheDocument()
    refuse = false
    await user.click(within(dialog).getByRole('button', { name: 'Lift break' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies.at(-1)).toEqual({ reason: 'reviewed with the member' })
    expect(await screen.findAllByText('Lifted')).not.toHaveLength(0)
  })

  it('hides the lift from a role without members.write', async () => {
    open('finance')
    await screen.findByText('Time-out')
    expect(screen.queryByRole('button', { name: 'Lift break' })).toBeNull()
  })
})

describe('member detail: two-step sign-in reset', () => {
  it('shows whether it is on and resets it with a reason after confirmation', async () => {
    const user = userEvent.setup()
    const bodies: unknown[] = []
    open('support', {
      boMemberResetTwoStep: (req) => {
        bodies.push(req.body)
        return { revoked: 2 }
      },
    })
    expect(await screen.findByText('On')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/every session ends/)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Reason/), 'lost phone, identity checked')
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }))
    await waitFor(() => expect(bodies).toEqual([{ reason: 'lost phone, identity checked' }]))
    expect(await screen.findByText(/2 session\(s\) ended/)).toBeInTheDocument()
  })

  it('is not offered when it is off, nor to finance or content', async () => {
    const first = open('admin', { twoStep: false })
    expect(await screen.findByText('Off')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull()
    first.unmount()
    for (const role of ['finance', 'content'] as const) {
      const view = open(role)
      expect(await screen.findByText('On')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull()
      view.unmount()
    }
  })
})

describe('member detail: date of birth', () => {
  it('shows it and corrects it on the member’s request, showing the server’s refusal in the dialog', async () => {
    const user = userEvent.setup()
    const bodies: unknown[] = []
    let birthDate = '1990-04-02'
    open('support', {
      boMemberGet: () => ({ ...member(true), birthDate }),
      boMemberUpdate: (req) => {
        bodies.push(req.body)
        const date = (req.body as { birthDate: string }).birthDate
        if (date > '2008-01-01')
          return { error: 'birthdate.age.err', status: 400, message: 'You must be at least 18 years old to play here.' }
        birthDate = date
        return { ...member(true), birthDate }
      },
    })
    expect(await screen.findByText('1990-04-02')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Correct date of birth' }))
    const dialog = await screen.findByRole('dialog')
    const input = within(dialog).getByLabelText('Date of birth')
    await user.clear(input)
    await user.type(input, '2010-05-06{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('You must be at least 18 years old to play here.')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '1990-05-06{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('1990-05-06')).toBeInTheDocument()
    expect(bodies).toEqual([{ birthDate: '2010-05-06' }, { birthDate: '1990-05-06' }])
  })
})
