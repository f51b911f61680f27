/** An agent's affiliate links: at most MAX_AFFILIATE_LINKS, each with a merchant-unique code. */
import { AgentErrorCode, MAX_AFFILIATE_LINKS } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import type { AgentRepository } from './agent-repository.ts'
import { type AgentMerchant, type Caller, randomCode, requireAgent } from './agent-rules.ts'

export function createAgentLinkService(deps: { repo: AgentRepository }) {
  const { repo } = deps
  return {
    async links(c: Caller, origin: string) {
      requireAgent(c)
      const rows = await repo.links(c.id)
      return { list: rows.map((r) => linkAnswer(r, origin)) }
    },

    async createLink(m: AgentMerchant, c: Caller, origin: string, remark: string | null | undefined) {
      requireAgent(c)
      const existing = await repo.links(c.id)
      if (existing.length >= MAX_AFFILIATE_LINKS)
        throw new AppError(409, AgentErrorCode.affiliateLinkLimit, { max: String(MAX_AFFILIATE_LINKS) })
      for (let i = 0; i < 5; i++) {
        const code = randomCode()
        if (!(await repo.codeFree(m.id, code))) continue
        const row = await repo.insertLink({ merchantId: m.id, memberId: c.id, code, remark: remark?.trim() || null })
        if (row) return linkAnswer(row, origin)
      }
      throw new Error('no free affiliate code after 5 tries')
    },

    async deleteLink(c: Caller, id: number) {
      requireAgent(c)
      if (!(await repo.deleteLink(c.id, id))) throw new AppError(404, AgentErrorCode.affiliateLinkNotFound)
      return null
    },
  }
}

function linkAnswer(r: { id: number; code: string; remark: string | null; createdAt: Date }, origin: string) {
  return {
    id: r.id,
    code: r.code,
    url: `${origin}/m/register?affiliateCode=${encodeURIComponent(r.code)}`,
    remark: r.remark,
    createdAt: r.createdAt.getTime(),
  }
}
