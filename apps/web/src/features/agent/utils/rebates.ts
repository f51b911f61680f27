import { REBATE_PRODUCT_TYPES, type RebateProductType, type RebateRates } from '@parlor/contract'
import { z } from 'zod'

/** A typed rate: percent of turnover with at most two decimals (the server's own rule). */
const RATE = /^\d{1,3}(\.\d{1,2})?$/

export type RateProblem = 'rateFormat' | 'rateAbove' | 'rateBelow'
export const isRateProblem = (key: string | undefined): key is RateProblem =>
  key === 'rateFormat' || key === 'rateAbove' || key === 'rateBelow'

export type RebateForm = Record<RebateProductType, string>

/** Rates compared in hundredths, so 0.1 + 0.2 style float noise never decides a bound. */
const hundredths = (n: number) => Math.round(n * 100)

/**
 * The edit form's rules for one downline, the same bounds the server checks: a rate may not
 * exceed the agent's own (maxRate) nor fall below the highest rate the downline has given its
 * own members (minRate). Messages are keys under `agent.rebate`.
 */
export function rebateFormSchema(rates: RebateRates['rates']) {
  const bounds = new Map(rates.map((r) => [r.productType, r]))
  const field = (productType: RebateProductType) =>
    z
      .string()
      .trim()
      .superRefine((text, ctx) => {
        if (!RATE.test(text)) {
          ctx.addIssue({ code: 'custom', message: 'rateFormat' })
          return
        }
        const b = bounds.get(productType)
        const value = hundredths(Number(text))
        if (value > hundredths(b?.maxRate ?? 0)) ctx.addIssue({ code: 'custom', message: 'rateAbove' })
        else if (value < hundredths(b?.minRate ?? 0)) ctx.addIssue({ code: 'custom', message: 'rateBelow' })
      })
  return z.object(
    Object.fromEntries(REBATE_PRODUCT_TYPES.map((p) => [p, field(p)])) as Record<
      RebateProductType,
      ReturnType<typeof field>
    >,
  )
}

/** The form's starting values: the rates as the server holds them. */
export const rebateFormValues = (rates: RebateRates['rates']): RebateForm =>
  Object.fromEntries(
    REBATE_PRODUCT_TYPES.map((p) => [p, rateText(rates.find((r) => r.productType === p)?.rate ?? 0)]),
  ) as RebateForm

/** A percent as the agent reads and types it: two decimals. */
export const rateText = (rate: number) => rate.toFixed(2)
