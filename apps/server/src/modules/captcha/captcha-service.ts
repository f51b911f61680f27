/**
 * Image captchas bound to the caller by a cookie holding a random id. Only hashes are stored:
 * the id's (so a database reader cannot ride someone's cookie) and the answer's. Each captcha
 * answers one attempt, right or wrong, and lives five minutes.
 */
import { randomSecret, sameDigest, sha256Hex } from '../../lib/hash.ts'
import type { Clock } from '../../lib/clock.ts'
import type { SecurityStore } from '../../lib/store/index.ts'
import { makeChallenge, renderCaptcha } from './captcha-image.ts'

export const CAPTCHA_COOKIE = 'parlor_captcha'
export const CAPTCHA_TTL_MS = 5 * 60_000

const answerHash = (idHash: string, answer: string) => sha256Hex(`${idHash}:${answer.trim()}`)

export function createCaptchaService({ store, clock }: { store: SecurityStore; clock: Clock }) {
  return {
    /** A new captcha; the previous one of the same caller (if any) is dropped. */
    async issue(merchantId: number, kind: 'numeric' | 'arithmetic', previousCookie: string | undefined) {
      if (previousCookie) await store.deleteCaptcha(sha256Hex(previousCookie))
      const cookie = randomSecret(24)
      const idHash = sha256Hex(cookie)
      const { text, answer } = makeChallenge(kind)
      await store.putCaptcha(idHash, {
        merchantId,
        answerHash: answerHash(idHash, answer),
        expiresAt: new Date(clock.now().getTime() + CAPTCHA_TTL_MS),
      })
      return { cookie, png: renderCaptcha(text) }
    },
    /** Uses up the caller's captcha whatever the outcome; true when the answer was right. */
    async verify(merchantId: number, cookie: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!cookie) return false
      const idHash = sha256Hex(cookie)
      const rec = await store.takeCaptcha(idHash)
      if (!rec || !answer || rec.merchantId !== merchantId) return false
      return sameDigest(rec.answerHash, answerHash(idHash, answer))
    },
  }
}
export type CaptchaService = ReturnType<typeof createCaptchaService>
