/**
 * Every vendor with a seamless integration behind the vendor-adapter interface
 * (games/vendor-adapters.ts): a launch answers the vendor's signed launch URL. No `hasOpenRound`:
 * a vendor's rounds may stay open for long (a sports bet waits for its match), so they never
 * block another launch. No trial launch: the protocol plays real wallets only.
 */
import type { VendorAdapter } from '../games/vendor-adapters.ts'
import type { VendorsService } from './vendors-service.ts'

export function createSeamlessAdapter(vendors: VendorsService): VendorAdapter {
  return {
    async launch(req) {
      const url = await vendors.launchUrl({
        vendor: req.game.vendorCode,
        merchantCode: req.merchantCode,
        member: req.member,
        sessionId: req.sessionId,
        game: req.game,
        language: req.language,
        backUrl: req.backUrl,
        matchId: req.matchId,
      })
      return { url }
    },
  }
}
