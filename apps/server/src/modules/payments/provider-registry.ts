/**
 * The payment providers this server speaks to, by code (`payment_channels.provider` names one).
 * Built once from config; tests add or replace providers through AppOptions. A channel whose
 * provider is not here answers "channel unavailable" instead of failing.
 */
import type { Config } from '../../config.ts'
import type { Clock } from '../../lib/clock.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createSandboxProvider } from './sandbox-provider.ts'

export type ProviderRegistry = ReadonlyMap<string, PaymentProvider>

/** Manual bank transfers: confirmed by an operator, never by a provider. */
export const MANUAL_PROVIDER = 'manual'

export function createProviderRegistry(
  config: Config,
  clock: Clock,
  overrides: Record<string, PaymentProvider> = {},
): ProviderRegistry {
  const providers = new Map<string, PaymentProvider>()
  const { sandboxUrl, sandboxSecret } = config.payments
  if (sandboxUrl) {
    const sandbox = createSandboxProvider({ baseUrl: sandboxUrl, secret: sandboxSecret, clock })
    providers.set(sandbox.code, sandbox)
  }
  for (const [code, provider] of Object.entries(overrides)) providers.set(code, provider)
  return providers
}

/** Our addresses a provider is given for one payment. */
export function callbackUrls(publicUrl: string, provider: string) {
  return {
    notifyUrl: `${publicUrl}/payments/notify/${provider}`,
    returnUrl: `${publicUrl}/payments/return/${provider}`,
  }
}
