import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest, trialSession } from '@/testing/fixtures'
import { findTrialRefusal } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'
import { bodyOf, card, securityConfig } from '../testing/fixtures'

const FIRST_LOAD = { timeout: 8000 }
const catalogue = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'In which city were you born?' },
  { id: 3, question: 'What is your favourite food?' },
]

function open(url: string, opts: { chosen?: number[]; hasPassword?: boolean; handlers?: object } = {}) {
  let chosen = opts.chosen ?? []
  return renderApp(url, {
    session: memberSession,
    handlers: {
      '/wps/member/securityQuestions': () => jsonResponse(ok(catalogue)),
      '/wps/member/customerSecurityQuestions': (r: RecordedRequest) => {
        if (r.method === 'PUT') {
          chosen = (bodyOf(r).answers as { questionId: number }[]).map((a) => a.questionId)
          return jsonResponse(ok({ ok: true }))
        }
        return jsonResponse(ok({ questions: catalogue.filter((q) => chosen.includes(q.id)) }))
      },
      '/wps/member/hasWithdrawalPassword': () => jsonResponse(ok({ hasPassword: opts.hasPassword ?? true })),
      '/wps/member/securityConfig': () => securityConfig(),
      '/wps/relay/MCS2_bankCards': () => jsonResponse(ok([card])),
      ...opts.handlers,
    },
  })
}

/** Picks both questions (by id) and types their answers. */
async function fillQuestions(
  user: ReturnType<typeof renderApp>['user'],
  first: [string, string],
  second: [string, string],
) {
  await user.selectOptions(screen.getByLabelText('First question'), first[0])
  await user.type(screen.getByLabelText('Answer to the first question'), first[1])
  await user.selectOptions(screen.getByLabelText('Second question'), second[0])
  await user.type(screen.getByLabelText('Answer to the second question'), second[1])
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/wps/member/customerSecurityQuestions' && r.method === 'PUT')

describe('security questions screen', { timeout: 20_000 }, () => {
  it('turns a trial member away', async () => {
    renderApp('/m/securityQuestions', { session: trialSession })
    expect(await findTrialRefusal()).toBeInTheDocument()
  })

  it('sets two different questions with their answers', async () => {
    const { user, api } = open('/m/securityQuestions')
    expect(await screen.findByText('No security questions set yet.', {}, FIRST_LOAD)).toBeInTheDocument()
    // Nothing set yet: no withdrawal password needed.
    expect(screen.queryByLabelText('Withdrawal password')).not.toBeInTheDocument()
    await fillQuestions(user, ['2', 'Cebu'], ['2', 'Adobo'])
    await user.click(screen.getByRole('button', { name: 'Save questions' }))
    expect(await screen.findByText('Choose two different questions.')).toBeInTheDocument()
    expect(puts(api.requests)).toHaveLength(0)

    await user.selectOptions(screen.getByLabelText('Second question'), '3')
    await user.click(screen.getByRole('button', { name: 'Save questions' }))
    await waitFor(() => expect(puts(api.requests)).toHaveLength(1))
    expect(bodyOf(puts(api.requests)[0] as RecordedRequest)).toEqual({
      answers: [
        { questionId: 2, answer: 'Cebu' },
        { questionId: 3, answer: 'Adobo' },
      ],
    })
    const set = await screen.findByTestId('questions-set')
    expect(within(set).getByText('In which city were you born?')).toBeInTheDocument()
    expect(within(set).getByText('What is your favourite food?')).toBeInTheDocument()
  })

  it('shows the questions set, never answers, and asks for the withdrawal password to replace them', async () => {
    const { user, api } = open('/m/securityQuestions', {
      chosen: [1, 2],
      handlers: {
        '/wps/member/customerSecurityQuestions': (r: RecordedRequest) =>
          r.method === 'PUT'
            ? jsonResponse(fail('cashier.withdraw.password.wrong', 'Wrong withdrawal password.'), 400)
            : jsonResponse(ok({ questions: catalogue.slice(0, 2) })),
      },
    })
    const set = await screen.findByTestId('questions-set', {}, FIRST_LOAD)
    expect(within(set).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Replace your questions' })).toBeInTheDocument()
    await fillQuestions(user, ['1', 'Bantay'], ['3', 'Sinigang'])
    await user.type(screen.getByLabelText('Withdrawal password'), '999999')
    await user.click(screen.getByRole('button', { name: 'Replace questions' }))
    expect(await screen.findByText('Wrong withdrawal password.')).toBeInTheDocument()
    expect(bodyOf(puts(api.requests)[0] as RecordedRequest)).toMatchObject({ withdrawPassword: '999999' })
  })
})

describe('security questions without a withdrawal password', { timeout: 20_000 }, () => {
  it('send a member with questions set to set the password before replacing them', async () => {
    const { user } = open('/m/securityQuestions', { chosen: [1, 2], hasPassword: false })
    expect(await screen.findByText(/replacing your questions asks for it/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Replace questions' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Set withdrawal password' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/withdrawPassword'))
  })
})

describe('security centre payout entries', { timeout: 20_000 }, () => {
  it('show the withdrawal password, cards and questions with their state and open their screens', async () => {
    const { user } = open('/m/securityCenter', { chosen: [], hasPassword: true })
    const password = await screen.findByText('Withdrawal password', {}, FIRST_LOAD)
    await waitFor(() => expect(screen.getByText('1 card')).toBeInTheDocument())
    expect(screen.getByText('Forgot withdrawal password')).toBeInTheDocument()
    const questions = screen.getByText('Security questions').closest('.adm-list-item') as HTMLElement
    expect(within(questions).getByText('Not set')).toBeInTheDocument()
    await user.click(password)
    await waitFor(() => expect(window.location.pathname).toBe('/m/withdrawPassword'))
  })

  it('leave them out for a trial member', async () => {
    renderApp('/m/securityCenter', {
      session: trialSession,
      handlers: { '/wps/member/securityConfig': () => securityConfig() },
    })
    expect(await screen.findByText('Login password', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByText('Bank cards')).not.toBeInTheDocument()
  })
})
