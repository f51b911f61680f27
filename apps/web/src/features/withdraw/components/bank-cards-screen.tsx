import { zodResolver } from '@hookform/resolvers/zod'
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  type BankCard,
  CashierError,
  MAX_BANK_CARDS,
  normaliseAccountNumber,
  WITHDRAW_PASSWORD_PATTERN,
  type WithdrawBank,
} from '@parlor/contract'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Form } from '@/components/form/form'
import { FormField } from '@/components/form/form-field'
import { SERVER_ERROR, SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useBindBankCard } from '../api/bind-bank-card'
import { useBankCards } from '../api/get-bank-cards'
import { useHasWithdrawPassword } from '../api/get-has-withdraw-password'
import { useWithdrawBanks } from '../api/get-withdraw-banks'
import { useRemoveBankCard } from '../api/remove-bank-card'
import { isPasswordRefusal, refusalText, ruleMessages } from '../utils/errors'
import { WithdrawCard } from './withdraw-card'
import { SelectField, WithdrawPasswordField } from './withdraw-fields'
import { RealMemberOnly } from '@/components/layout/real-member-only'
import './withdraw.css'

export interface BankCardsScreenProps {
  /** The member's payee name (security settings): cards must be in this name. Undefined while it loads. */
  payeeName: string | null | undefined
}

// Messages are i18n keys under `withdraw.cards.form`.
const bindSchema = (needsPassword: boolean) =>
  z.object({
    bankCode: z.string().min(1, 'chooseBank'),
    accountName: z.string().trim().min(1, 'nameRequired'),
    accountNumber: z
      .string()
      .refine((s) => BANK_ACCOUNT_NUMBER_PATTERN.test(normaliseAccountNumber(s.trim())), 'numberFormat'),
    withdrawPassword: needsPassword
      ? z.string().regex(WITHDRAW_PASSWORD_PATTERN, 'passwordFormat')
      : z.string().optional(),
  })
type BindValues = z.input<ReturnType<typeof bindSchema>>

function BindForm({
  banks,
  payeeName,
  needsPassword,
  onBound,
}: {
  banks: WithdrawBank[]
  payeeName: string
  needsPassword: boolean
  onBound: () => void
}) {
  const { t } = useTranslation()
  const call = useBindBankCard()
  const form = useForm<BindValues>({
    resolver: zodResolver(bindSchema(needsPassword)),
    defaultValues: { bankCode: '', accountName: payeeName, accountNumber: '', withdrawPassword: '' },
  })
  const onSubmit = async (values: BindValues) => {
    try {
      await call.mutateAsync({
        bankCode: values.bankCode,
        accountName: values.accountName.trim(),
        accountNumber: normaliseAccountNumber(values.accountNumber.trim()),
        withdrawPassword: needsPassword ? values.withdrawPassword : undefined,
      })
    } catch (error) {
      const message = refusalText(error, t)
      if (isPasswordRefusal(error)) form.setError('withdrawPassword', { type: 'server', message })
      else if (
        isApiError(error) &&
        (error.errorCode === CashierError.cardNumberInvalid || error.errorCode === CashierError.cardDuplicate)
      )
        form.setError('accountNumber', { type: 'server', message }, { shouldFocus: true })
      else form.setError(SERVER_ERROR, { type: 'server', message })
      return
    }
    Toast.show({ icon: 'success', content: t('withdraw.cards.bound') })
    onBound()
  }
  return (
    <Form form={form} onSubmit={onSubmit} messageText={ruleMessages(t, 'withdraw.cards.form')} className="wd__form">
      <SelectField
        name="bankCode"
        id="card-bank"
        label={t('withdraw.cards.bank')}
        placeholder={t('withdraw.cards.chooseBank')}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
      />
      <FormField
        name="accountName"
        id="card-name"
        label={t('withdraw.cards.accountName')}
        inputProps={{ readOnly: true, autoComplete: 'name' }}
        hint={<span className="wd__hint">{t('withdraw.cards.nameHint')}</span>}
      />
      <FormField
        name="accountNumber"
        id="card-number"
        label={t('withdraw.cards.accountNumber')}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      {needsPassword && <WithdrawPasswordField id="card-password" />}
      <SubmitButton compact loading={call.isPending}>
        {t('withdraw.cards.bind')}
      </SubmitButton>
    </Form>
  )
}

function CardList({ cards }: { cards: BankCard[] }) {
  const { t } = useTranslation()
  const remove = useRemoveBankCard()
  const confirmRemove = async (card: BankCard) => {
    const sure = await Dialog.confirm({
      'aria-label': t('withdraw.cards.removeOne', { bank: card.bankName, number: card.accountNumber }),
      content: t('withdraw.cards.removeConfirm', { bank: card.bankName, number: card.accountNumber }),
      confirmText: t('withdraw.cards.remove'),
      cancelText: t('withdraw.keep'),
    })
    if (!sure) return
    await remove.mutateAsync(card.id).then(
      () => Toast.show({ icon: 'success', content: t('withdraw.cards.removed') }),
      () => undefined,
    )
  }
  if (cards.length === 0) return <p className="wd__hint">{t('withdraw.cards.none')}</p>
  return (
    <ul className="wd__rows" data-testid="bank-cards">
      {cards.map((card) => (
        <li key={card.id} className="wd__row">
          <span className="wd__row-main">
            <span className="wd__amount">{card.bankName}</span>
            <span>{card.accountNumber}</span>
            <small>{card.accountName}</small>
          </span>
          <Button
            size="small"
            color="danger"
            fill="outline"
            aria-label={t('withdraw.cards.removeOne', { bank: card.bankName, number: card.accountNumber })}
            onClick={() => {
              void confirmRemove(card)
            }}
          >
            {t('withdraw.cards.remove')}
          </Button>
        </li>
      ))}
    </ul>
  )
}

function BankCards({ payeeName }: BankCardsScreenProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const cards = useBankCards()
  const banks = useWithdrawBanks()
  const password = useHasWithdrawPassword()
  const from = (location.state as { from?: unknown } | null)?.from
  const binding = params.get('bind') === '1'
  const list = cards.data ?? []
  const full = list.length >= MAX_BANK_CARDS

  const onBound = () => {
    // Came to bind a card for a withdrawal: go back to it.
    if (typeof from === 'string' && from.startsWith('/m/')) navigate(from, { replace: true })
    else setParams({}, { replace: true })
  }

  let bindPart = null
  if (binding && !full) {
    if (payeeName === null)
      bindPart = (
        <div className="wd__notice" role="status">
          <span>{t('withdraw.cards.payeeFirst')}</span>
          <Link to={paths.memberProfile.path}>{t('withdraw.cards.toProfile')}</Link>
        </div>
      )
    else if (payeeName === undefined || !banks.data || !password.data)
      bindPart = <p className="wd__hint">{t('common.loading')}</p>
    else
      bindPart = (
        <BindForm
          banks={banks.data}
          payeeName={payeeName}
          needsPassword={password.data.hasPassword}
          onBound={onBound}
        />
      )
  }

  return (
    <div className="wd">
      <WithdrawCard title={t('withdraw.cards.title')}>
        <p className="wd__hint">{t('withdraw.cards.cap', { count: list.length, max: MAX_BANK_CARDS })}</p>
        {cards.isPending ? <p className="wd__hint">{t('common.loading')}</p> : <CardList cards={list} />}
        {cards.isError && <p role="alert">{refusalText(cards.error, t)}</p>}
      </WithdrawCard>
      <WithdrawCard title={t('withdraw.cards.add')}>
        {full ? (
          <p className="wd__hint">{t('withdraw.cards.full', { max: MAX_BANK_CARDS })}</p>
        ) : binding ? (
          bindPart
        ) : (
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => setParams({ bind: '1' }, { replace: true, state: location.state })}
          >
            {t('withdraw.cards.add')}
          </Button>
        )}
      </WithdrawCard>
    </div>
  )
}

/** Bank cards the member is paid to: the list (masked), removal, and binding a new one. */
export function BankCardsScreen(props: BankCardsScreenProps) {
  return <RealMemberOnly>{() => <BankCards {...props} />}</RealMemberOnly>
}
