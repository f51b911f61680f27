import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { captchas } from '../src/db/schema.ts'
import type { TestContext } from './helper.ts'

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

/** Reads the cookie out of a captcha answer. */
export function captchaCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie']
  const line = (Array.isArray(raw) ? raw[0] : raw) as string
  const m = /parlor_captcha=([^;]+)/.exec(line)
  if (!m?.[1]) throw new Error('no captcha cookie')
  return m[1]
}

/** Where a test finds a captcha's stored answer hash: the database by default. */
export type AnswerHashOf = (idHash: string) => Promise<string | null>

const fromDatabase =
  (t: TestContext): AnswerHashOf =>
  async (id) => {
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, id))
    return row?.answerHash ?? null
  }

/**
 * "Reads" a captcha the way only a test can: the stored answer hash is matched against every
 * possible answer (4-5 digits, or a small sum).
 */
export function solveCaptcha(t: TestContext, cookie: string, lookup = fromDatabase(t)): Promise<string> {
  return solveCaptchaWith(cookie, lookup)
}

/** The same for a captcha whose answer hash only `lookup` can reach (another process's store). */
export async function solveCaptchaWith(cookie: string, lookup: AnswerHashOf): Promise<string> {
  const id = sha(cookie)
  const answerHash = await lookup(id)
  if (!answerHash) throw new Error('captcha not stored')
  for (let n = 0; n < 100_000; n++) {
    for (const answer of new Set([String(n), String(n).padStart(4, '0'), String(n).padStart(5, '0')])) {
      if (sha(`${id}:${answer}`) === answerHash) return answer
    }
  }
  throw new Error('captcha answer not found')
}

export async function newCaptcha(t: TestContext, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/wps/captcha', headers })
  const cookie = captchaCookie(res)
  return { res, cookie, answer: await solveCaptcha(t, cookie) }
}
