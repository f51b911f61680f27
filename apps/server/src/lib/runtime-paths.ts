/**
 * Folders the server reads at run time, found from this module's own URL. In the source tree
 * (tsx, Vitest) that URL is this file's; in the production build every module is bundled into
 * dist/*.mjs and shares the bundle's URL, so the build (scripts/build.mjs) copies these folders
 * into dist/. Add a folder here and to the build's copy list together.
 */
import { fileURLToPath } from 'node:url'

const bundled = !import.meta.url.endsWith('.ts')
const at = (fromSource: string, fromBundle: string) =>
  fileURLToPath(new URL(bundled ? fromBundle : fromSource, import.meta.url))

/** Drizzle's SQL migrations and their journal. */
export const migrationsFolder = at('../../drizzle/', './drizzle/')
/** The in-house game pages (HTML, scripts, styles). */
export const inhousePublicFolder = at('../modules/inhouse/public/', './inhouse-public/')
/** The built web app and back office beside the server in the repository (config's defaults). */
export const webDistDefault = at('../../../web/dist/', '../../web/dist/')
export const backofficeDistDefault = at('../../../backoffice/dist/', '../../backoffice/dist/')
/** Where `npm start` kept the embedded database before relative paths were taken from INIT_CWD. */
export const earlierDataDir = at('../../data', '../data')
