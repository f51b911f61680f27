/**
 * The default language's texts that come with the app's first load: what the shell, the home and
 * the overlays over the home draw. The rest of the default language is a second file that every
 * other screen waits for (app/screens.tsx), so a player opening the home on a slow line does not
 * first download the words of the cashier, agent and lottery screens.
 *
 * Each entry is an area of the language file or a key inside one. A text outside these, drawn
 * before the second file has arrived, is reported on the console (lib/i18n.ts), which the browser
 * journeys treat as a failure.
 */
export const CORE_TEXTS: readonly string[] = [
  'boot',
  'common',
  'download',
  'errors',
  'games',
  'home',
  'lobby',
  'maintenance',
  'messages',
  'notFound',
  'redEnvelopes',
  'region',
  'screens',
  'shell',
  'storefront',
  'tabs',
  // Shown over the home: an agent's waiting contract offer, and the toast while signing out.
  'agent.contract.kind',
  'agent.contract.offerWaiting',
  'agent.contract.go',
  'auth.signingOut',
]

export const isCoreText = (key: string) => CORE_TEXTS.some((p) => key === p || key.startsWith(`${p}.`))

type Texts = { [key: string]: string | Texts }

/** The part of a language file that `paths` name, nested as in the file. */
export function pickTexts(all: Texts, paths: readonly string[]): Texts {
  const picked: Texts = {}
  for (const path of paths) {
    const parts = path.split('.')
    const last = parts.pop() as string
    let from: Texts = all
    let into: Texts = picked
    for (const part of parts) {
      const next = from[part]
      if (typeof next !== 'object') throw new Error(`core text ${path} is not in the language file`)
      from = next
      into[part] ??= {}
      into = into[part] as Texts
    }
    if (from[last] === undefined) throw new Error(`core text ${path} is not in the language file`)
    into[last] = from[last]
  }
  return picked
}
