import { CashierError } from '@parlor/contract'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest, trialSession } from '@/testing/fixtures'
import { findTrialRefusal } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'
import { balanceAnswer, bodyOf, emptyRecords, makeInfo, securityConfig } from '../testing/fixtures'

const FIRST_LOAD = { timeout: 8000 }
const pathname = () => window.location.pathname

function open(url: string, opts: { hasPassword: boolean; mobile?: string | null; handlers?: object }) {
  let has = opts.hasPassword
  return renderApp(url, {
    session: memberSession,
    handlers: {
      '/wps/member/hasWithdrawalPassword': () => jsonResponse(ok({ hasPassword: has })),
      '/wps/member/securityConfig': () =>
        securityConfig({ mobile: opts.mobile === undefined ? '*******4567' : opts.mobile }),
      '/wps/member/paymentPassword': () => {
        has = true
        return jsonResponse(ok({ ok: true }))
      },
      '/wps/member/paymentPassword/sms': () => jsonResponse(ok({ mobile: '*******4567' })),
      '/wps/member/paymentPassword/reset': () => jsonResponse(ok({ ok: true })),
      '/wps/cashier/withdraw': () => jsonResponse(ok(makeInfo({ hasPassword: has }))),
      '/wps/v2/wallets/balance': balanceAnswer,
      '/wps/relay/MCS2_WithdrawTransactionReport': emptyRecords,
      '/wps/relay/MCS2_bankCards': () => jsonResponse(ok([])),
      '/wps/member/customerSecurityQuestions': () => jsonResponse(ok({ questions: [] })),
      ...opts.handlers,
    },
  })
}

const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path)

describe('withdrawal password screen', { timeout: 20_000 }, () => {
  it('turns a trial member away', async () => {
    renderApp('/m/withdrawPassword', { session: trialSession })
    expect(await findTrialRefusal()).toBeInTheDocument()
  })

  it('sets the first password: six digits, typed twice the same', async () => {
    const { user, api } = open('/m/withdrawPassword', { hasPassword: false })
    expect(await screen.findByRole('heading', { name: 'Set your withdrawal password' }, FIRST_LOAD)).toBeVisible()
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '12ab')
    await user.type(screen.getByLabelText('Repeat the new password'), '12ab')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('Use exactly six digits.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New withdrawal password (6 digits)'))
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '135790')
    await user.clear(screen.getByLabelText('Repeat the new password'))
    await user.type(screen.getByLabelText('Repeat the new password'), '135791')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument()
    expect(calls(api.requests, '/wps/member/paymentPassword')).toHaveLength(0)

    await user.clear(screen.getByLabelText('Repeat the new password'))
    await user.type(screen.getByLabelText('Repeat the new password'), '135790')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(pathname()).toBe('/m/securityCenter'))
    expect(bodyOf(calls(api.requests, '/wps/member/paymentPassword')[0] as RecordedRequest)).toEqual({
      newPassword: '135790',
      confirmPassword: '135790',
    })
  })

  it('returns to the withdrawal that sent the member to set one', async () => {
    const { user } = open('/m/withdraw', { hasPassword: false })
    await user.click(await screen.findByRole('button', { name: 'Set withdrawal password' }, FIRST_LOAD))
    await user.type(await screen.findByLabelText('New withdrawal password (6 digits)'), '135790')
    await user.type(screen.getByLabelText('Repeat the new password'), '135790')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    await waitFor(() => expect(pathname()).toBe('/m/withdraw'))
    expect(await screen.findByLabelText('Withdrawal password')).toBeInTheDocument()
  })

  it('changes it with the old one, showing a wrong old password under its field', async () => {
    const { user, api } = open('/m/withdrawPassword', {
      hasPassword: true,
      handlers: {
        '/wps/member/paymentPassword': () =>
          jsonResponse(fail(CashierError.withdrawPasswordWrong, 'Wrong withdrawal password.'), 400),
      },
    })
    await user.type(await screen.findByLabelText('Current withdrawal password', {}, FIRST_LOAD), '111111')
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '222222')
    await user.type(screen.getByLabelText('Repeat the new password'), '222222')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Wrong withdrawal password.')).toBeInTheDocument()
    expect(screen.getByLabelText('Current withdrawal password')).toHaveAttribute('aria-invalid', 'true')
    expect(bodyOf(calls(api.requests, '/wps/member/paymentPassword')[0] as RecordedRequest)).toEqual({
      oldPassword: '111111',
      newPassword: '222222',
      confirmPassword: '222222',
    })
  })

  it('resets it with an SMS code, the send button counting down', async () => {
    const { user, api } = open('/m/withdrawPassword?mode=reset', { hasPassword: true })
    expect(await screen.findByText('We send a code to *******4567.', {}, FIRST_LOAD)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Get code' }))
    expect(await screen.findByRole('button', { name: '60s' })).toBeDisabled()
    expect(calls(api.requests, '/wps/member/paymentPassword/sms')).toHaveLength(1)
    await user.type(screen.getByLabelText('SMS code'), '482913')
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '246802')
    await user.type(screen.getByLabelText('Repeat the new password'), '246802')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(pathname()).toBe('/m/securityCenter'))
    expect(bodyOf(calls(api.requests, '/wps/member/paymentPassword/reset')[0] as RecordedRequest)).toEqual({
      verificationCode: '482913',
      newPassword: '246802',
      confirmPassword: '246802',
    })
  })

  it("asks the answers to the member's security questions, and shows a wrong answer as the server words it", async () => {
    let answers = 0
    const { user, api } = open('/m/withdrawPassword?mode=reset', {
      hasPassword: true,
      handlers: {
        '/wps/member/customerSecurityQuestions': () =>
          jsonResponse(
            ok({
              questions: [
                { id: 2, question: 'In which city were you born?' },
                { id: 5, question: 'What was the name of your first pet?' },
              ],
            }),
          ),
        '/wps/member/paymentPassword/reset': () =>
          ++answers === 1
            ? jsonResponse(
                fail(CashierError.securityAnswersWrong, 'The answers to your security questions are not right.'),
              )
            : jsonResponse(ok({ ok: true })),
      },
    })
    expect(await screen.findByText('Answer your security questions as you set them.', {}, FIRST_LOAD)).toBeVisible()
    await user.type(screen.getByLabelText('SMS code'), '482913')
    await user.type(screen.getByLabelText('New withdrawal password (6 digits)'), '246802')
    await user.type(screen.getByLabelText('Repeat the new password'), '246802')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findAllByText('Enter your answer.')).toHaveLength(2)
    expect(calls(api.requests, '/wps/member/paymentPassword/reset')).toHaveLength(0)
    await user.type(screen.getByLabelText('In which city were you born?'), ' San Pablo ')
    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'Max')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('The answers to your security questions are not right.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('What was the name of your first pet?'))
    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'Rex')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(pathname()).toBe('/m/securityCenter'))
    expect(bodyOf(calls(api.requests, '/wps/member/paymentPassword/reset')[1] as RecordedRequest)).toEqual({
      verificationCode: '482913',
      newPassword: '246802',
      confirmPassword: '246802',
      securityAnswers: [
        { questionId: 2, answer: 'San Pablo' },
        { questionId: 5, answer: 'Rex' },
      ],
    })
  })

  it('explains that a member without a mobile cannot reset by SMS', async () => {
    open('/m/withdrawPassword?mode=reset', { hasPassword: true, mobile: null })
    expect(await screen.findByText(/No mobile number is bound/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Get code' })).not.toBeInTheDocument()
  })
})
