import { type boGamePatchSchema, type boGameRowSchema, routes } from '@parlor/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { auditTrailKey } from '@/components/audit-trail'
import { apiCall } from '@/lib/api-client'
import { gamesKeys } from './games-keys'

export type GamePatch = z.input<typeof boGamePatchSchema>
type GameRow = z.infer<typeof boGameRowSchema>
type GamePage = { rows: GameRow[]; total: number }

export const updateGame = (id: number, patch: GamePatch) => apiCall(routes.boGamePatch, { params: { id }, body: patch })

/** A switch flips at once in every loaded page; a refusal puts the rows back. */
export function useUpdateGame() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: GamePatch }) => updateGame(id, patch),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: gamesKeys.lists() })
      const before = queryClient.getQueriesData<GamePage>({ queryKey: gamesKeys.lists() })
      const { merchant: _m, ...fields } = patch
      queryClient.setQueriesData<GamePage>({ queryKey: gamesKeys.lists() }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.id === id ? ({ ...r, ...fields } as GameRow) : r)) } : page,
      )
      return { before }
    },
    onError: (_e, _v, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: gamesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: auditTrailKey })
    },
  })
}
