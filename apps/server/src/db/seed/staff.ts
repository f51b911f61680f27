/**
 * Demo back-office staff (README): every account's password is `Parlor-demo-2026`, and the TOTP
 * secrets are published here so a reader can add them to an authenticator app (and tests and
 * journeys compute codes from them). `owner` has none: its first sign-in enrols. Never seeded
 * outside the demo data; a real deployment's first owner comes from `npm run staff:create-owner`.
 */
import type { StaffRole } from '@parlor/contract'
import { inArray } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { merchants, staff } from '../schema.ts'

export const DEMO_STAFF_PASSWORD = 'Parlor-demo-2026'
/** Argon2id (the app's parameters) of DEMO_STAFF_PASSWORD, computed once so seeding hashes nothing. */
const DEMO_STAFF_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$KI1yWWcgkpW+RymGzNkmEw$Ubfb+8W0RS4kSuW4AYBQJI0I7TZx9qXvKgEP2GbwNLQ'

export interface DemoStaff {
  username: string
  displayName: string
  role: StaffRole
  /** Merchant codes, or `all`. */
  merchants: 'all' | readonly string[]
  /** Base32 TOTP secret; null: not enrolled yet. */
  totpSecret: string | null
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { username: 'owner', displayName: 'Olivia Owner', role: 'owner', merchants: 'all', totpSecret: null },
  {
    username: 'admin',
    displayName: 'Adam Admin',
    role: 'admin',
    merchants: 'all',
    totpSecret: 'OYJ25NCF4FWFZOUAFTWK5I7W7TXFO3A6',
  },
  {
    username: 'finance',
    displayName: 'Fiona Finance',
    role: 'finance',
    merchants: 'all',
    totpSecret: 'D5FMNPAUUS7WWHFYTBDU4MASHKVC6F26',
  },
  {
    username: 'risk',
    displayName: 'Rafael Risk',
    role: 'risk',
    merchants: 'all',
    totpSecret: 'BYM34R7GTQUXOBPSB2EGRLHQT3TM6ZAW',
  },
  {
    username: 'support',
    displayName: 'Sofia Support',
    role: 'support',
    merchants: 'all',
    totpSecret: 'FJLPOOMSPEI72HMCHB2T3GJVNTTB2LXE',
  },
  {
    username: 'content',
    displayName: 'Carlos Content',
    role: 'content',
    merchants: 'all',
    totpSecret: 'W6APCD6D3MFZESPG726ZZJO6BDA5AVR3',
  },
  {
    username: 'viewer',
    displayName: 'Vera Viewer',
    role: 'readOnly',
    merchants: 'all',
    totpSecret: '6YXFSS2KK6L4SSDQ4FJAYZ7H7Y4ZFFWX',
  },
  {
    username: 'demo2admin',
    displayName: 'Dana Demo2',
    role: 'admin',
    merchants: ['demo2'],
    totpSecret: 'CNYRUGB3XU6AHFFXG4YX2VQUCBZKBPZG',
  },
]

export async function seedDemoStaff(tx: Tx): Promise<void> {
  const codes = [...new Set(DEMO_STAFF.flatMap((s) => (s.merchants === 'all' ? [] : s.merchants)))]
  const rows = codes.length
    ? await tx.select({ id: merchants.id, code: merchants.code }).from(merchants).where(inArray(merchants.code, codes))
    : []
  const idOf = new Map(rows.map((r) => [r.code, r.id]))
  await tx.insert(staff).values(
    DEMO_STAFF.map((s) => ({
      username: s.username,
      displayName: s.displayName,
      passwordHash: DEMO_STAFF_HASH,
      role: s.role,
      merchantIds:
        s.merchants === 'all'
          ? null
          : s.merchants.map((c) => {
              const id = idOf.get(c)
              if (id === undefined) throw new Error(`demo staff names an unknown merchant ${c}`)
              return id
            }),
      totpSecret: s.totpSecret,
      createdBy: 'seed',
    })),
  )
}
