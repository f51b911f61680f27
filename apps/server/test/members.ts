/**
 * Members as the tests meet them: signed in through the real login route, looked up by
 * username, or handed a session directly when a test is about something other than signing in.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Db } from '../src/db/client.ts'
import { members, sessions } from '../src/db/schema.ts'
import { sha256Hex } from '../src/lib/hash.ts'

/**
 * Signs a seeded member in by username (plain-auth apps) and answers the session token; `merchant`
 * names the merchant the request comes to (by its header) when it is not the default one.
 */
export async function loginAs(app: FastifyInstance, username: string, password = 'demo1234', merchant?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: merchant ? { merchant } : {},
    payload: { username, password, type: 'username' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}

/** The id of the member with this username (any merchant); throws when there is none. */
export async function memberIdOf(db: Db, username: string) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.usernameKey, username))
  if (!row) throw new Error(`no member ${username}`)
  return row.id
}

/** A session token for a member, as the login would hand out (without spending an Argon2 check). */
export async function sessionTokenFor(db: Db, memberId: number, merchantId: number, now = new Date()) {
  const token = randomBytes(24).toString('base64url')
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    memberId,
    merchantId,
    loginType: 'username',
    createdAt: new Date(now.getTime() - 60_000),
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + 3_600_000),
    expiresAt: new Date(now.getTime() + 3_600_000),
  })
  return token
}

/** A new member of the merchant with a random name (`type` 4: a trial member), and a session of its own. */
export async function newSignedInMember(db: Db, merchantId: number, type = 0) {
  const username = `p${randomBytes(5).toString('hex')}`
  const [row] = await db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, passwordHash: 'x', type, firstTimeLogin: false })
    .returning()
  if (!row) throw new Error('insert failed')
  return { id: row.id, token: await sessionTokenFor(db, row.id, merchantId) }
}
