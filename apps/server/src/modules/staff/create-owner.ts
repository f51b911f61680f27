/**
 * The first owner of a deployment (no public call creates owners): `npm run staff:create-owner`.
 * Refuses while any active owner exists, so it cannot be used to take over a running back office.
 */
import { isCommonPassword, staffPasswordSchema, staffUsernameSchema } from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { createStaffRepository } from './staff-repository.ts'

export class OwnerRefused extends Error {}

export async function createFirstOwner(
  db: Db,
  passwords: PasswordHasher,
  input: { username: string; displayName?: string | undefined; password: string },
): Promise<{ id: number; username: string }> {
  const username = staffUsernameSchema.safeParse(input.username)
  if (!username.success)
    throw new OwnerRefused('The username must be 3–32 characters: letters, digits, dot, dash or underscore.')
  if (!staffPasswordSchema.safeParse(input.password).success)
    throw new OwnerRefused('The password must be 12 to 128 characters long.')
  if (isCommonPassword(input.password)) throw new OwnerRefused('That password is too common; choose another.')
  const repo = createStaffRepository(db)
  if ((await repo.activeOwners()) > 0)
    throw new OwnerRefused('An active owner exists already: sign in to the back office and add staff there.')
  if (await repo.byUsername(username.data)) throw new OwnerRefused(`The username ${username.data} is taken.`)
  const passwordHash = await passwords.hash(input.password)
  return inTransaction(db, async (tx) => {
    await repo.lockOwners(tx)
    if ((await repo.activeOwners(tx)) > 0) throw new OwnerRefused('An active owner exists already.')
    const s = await repo.insert(tx, {
      username: username.data,
      displayName: input.displayName?.trim() || username.data,
      passwordHash,
      role: 'owner',
      merchantIds: null,
      createdBy: 'staff:create-owner',
    })
    await recordAudit(tx, {
      merchantId: null,
      actor: 'staff:create-owner',
      actorType: 'system',
      action: 'staff.create',
      target: `staff:${s.username}`,
      after: { username: s.username, displayName: s.displayName, role: 'owner', merchants: 'all', status: 'active' },
    })
    return { id: s.id, username: s.username }
  })
}
