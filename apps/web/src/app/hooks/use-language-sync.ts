import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { updateMemberLanguage } from '@/features/content/api/update-member-language'
import { LANGUAGE_EVENT, type LanguageEventDetail } from '@/lib/i18n'
import { readSession } from '@/lib/storage'
import { contentKeys } from '@/features/content/api/content-keys'
import { gamesKeys } from '@/features/games/api/games-keys'

/** Storefront §9: game lists reload 200 ms after the last language change. */
export const LANGUAGE_RELOAD_MS = 200

/**
 * After a language change (storefront §Language picker): a signed-in member's choice goes to the
 * server, and game lists and content reload once the picks settle.
 */
export function useLanguageSync() {
  const queryClient = useQueryClient()
  useEffect(() => {
    let timer: number | undefined
    const onChange = (event: Event) => {
      const { language } = (event as CustomEvent<LanguageEventDetail>).detail
      if (readSession()) void updateMemberLanguage(language).catch(() => undefined)
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: gamesKeys.all })
        void queryClient.invalidateQueries({ queryKey: contentKeys.all })
      }, LANGUAGE_RELOAD_MS)
    }
    window.addEventListener(LANGUAGE_EVENT, onChange)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener(LANGUAGE_EVENT, onChange)
    }
  }, [queryClient])
}
