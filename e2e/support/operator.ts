/** Operator API calls (X-Admin-Token) that journeys make where an operator would act. */
import { inject } from 'vitest'

/** POSTs to the operator API and answers the envelope's value; a refusal fails the journey. */
export async function adminCall<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': inject('adminToken') },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { success: boolean; value: T }
  if (!answer.success) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(answer)}`)
  return answer.value
}

/** Credits a demo member by an operator adjustment (no deposit, so no turnover to bet first). */
export const creditMember = (username: string, amount: string, reason: string) =>
  adminCall('/admin/wallet/adjustments', {
    merchant: 'demo',
    user: username,
    amount,
    reason,
    key: `e2e-${username}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  })
