import type { Language } from '@parlor/contract'

/** Texts by errorCode and language; every text has at least EN, which other languages fall back to. */
export type MessageTable = Record<string, Partial<Record<Language, string>> & { EN: string }>
