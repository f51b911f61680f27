import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { route } from '../../lib/route.ts'
import { gameRecords } from './game-records.ts'
import { balanceAnswer, transactionRecords } from './wallet-service.ts'

/** Wallet reads (wire-contract §5) and the account record; every balance comes from the ledger. */
export async function walletRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  route(app, routes.walletBalance, async (req) => balanceAnswer(db, req.merchant, req.member, clock.now()))

  route(app, routes.walletGcs, async (req) => {
    const b = await balanceAnswer(db, req.merchant, req.member, clock.now())
    return { sumBalance: b.sumBalance }
  })

  // One wallet per member: games debit it directly (seamless), nothing to transfer between wallets.
  route(app, routes.merchantWallet, async () => ({ isSingle: true }))

  route(app, routes.transactionRecords, async (req) => transactionRecords(db, req.merchant, req.member, req.query))

  route(app, routes.gameRecords, async (req) => gameRecords(db, req.member.id, req.query))
}
