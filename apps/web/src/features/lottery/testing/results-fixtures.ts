import { commitOf, deriveResult, type LotteryFamily, type LotteryNumero, newSeedHex } from '@parlor/contract'

/** A drawn numero as the server publishes it: a real seed, its commitment and the result it derives. */
export async function drawnNumero(family: LotteryFamily, gameCode: string, numero: string): Promise<LotteryNumero> {
  const seed = newSeedHex()
  const drawsAt = Date.UTC(2026, 10, 26, 12, Number(numero.slice(-2)) || 0)
  return {
    gameCode,
    numero,
    opensAt: drawsAt - 60_000,
    closesAt: drawsAt - 5_000,
    drawsAt,
    status: 'settled',
    commitHash: await commitOf(seed),
    seed,
    result: await deriveResult(family, seed, gameCode, numero),
  }
}
