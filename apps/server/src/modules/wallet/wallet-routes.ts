import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { ok } from '../../lib/envelope.ts'
import type { AuthMember } from '../../plugins/auth.ts'
import { gameRecords } from './game-records.ts'
import { balanceAnswer, transactionRecords } from './wallet-service.ts'

/** Wallet reads (wire-contract §5) and the account record; every balance comes from the ledger. */
export async function walletRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const member = (req: FastifyRequest) => req.member as AuthMember

  app.get(
    routes.walletBalance.path,
    { onRequest: app.requireMember, schema: { querystring: routes.walletBalance.query } },
    async (req) => ok(await balanceAnswer(db, req.merchant, member(req))),
  )

  app.get(routes.walletGcs.path, { onRequest: app.requireMember }, async (req) => {
    const b = await balanceAnswer(db, req.merchant, member(req))
    return ok({ sumBalance: b.sumBalance })
  })

  // One wallet per member: games debit it directly (seamless), nothing to transfer between wallets.
  app.get(routes.merchantWallet.path, async () => ok({ isSingle: true }))

  app.get(
    routes.transactionRecords.path,
    { onRequest: app.requireMember, schema: { querystring: routes.transactionRecords.query } },
    async (req) => ok(await transactionRecords(db, req.merchant, member(req), req.query)),
  )

  app.get(
    routes.gameRecords.path,
    { onRequest: app.requireMember, schema: { querystring: routes.gameRecords.query } },
    async (req) => ok(await gameRecords(db, member(req).id, req.query)),
  )
}
