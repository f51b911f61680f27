import { routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { dashboardKey } from '@/lib/queue-counts'
import { cashierKeys } from './cashier-keys'

export type DepositDecision = 'confirm' | 'reject'
export type WithdrawalDecision = 'approve' | 'reject' | 'paid' | 'failed'

const depositRoute = { confirm: routes.adminDepositConfirm, reject: routes.adminDepositReject } as const
const withdrawalRoute = {
  approve: routes.adminWithdrawalApprove,
  reject: routes.adminWithdrawalReject,
  paid: routes.adminWithdrawalPaid,
  failed: routes.adminWithdrawalFailed,
} as const

interface Review<D> {
  merchant: string
  orderNo: string
  decision: D
  note: string
}

const body = (merchant: string, note: string) => (note.trim() ? { merchant, note: note.trim() } : { merchant })

/** `POST /admin/cashier/deposits/:orderNo/confirm|reject` (the caller is the audited operator). */
export function useReviewDeposit() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (r: Review<DepositDecision>) =>
      apiCall(depositRoute[r.decision], { params: { orderNo: r.orderNo }, body: body(r.merchant, r.note) }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: cashierKeys.all })
      void qc.invalidateQueries({ queryKey: auditTrailKey })
      void qc.invalidateQueries({ queryKey: dashboardKey })
    },
  })
}

/** `POST /admin/cashier/withdrawals/:orderNo/approve|reject|paid|failed`. */
export function useReviewWithdrawal() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (r: Review<WithdrawalDecision>) =>
      apiCall(withdrawalRoute[r.decision], { params: { orderNo: r.orderNo }, body: body(r.merchant, r.note) }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: cashierKeys.all })
      void qc.invalidateQueries({ queryKey: auditTrailKey })
      void qc.invalidateQueries({ queryKey: dashboardKey })
    },
  })
}
