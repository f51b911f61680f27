/**
 * The flag shown beside each language in the picker, circular like the original's
 * COUNTRY_FLAG/CIRCLE/ icons (decision 029). Files are named by ISO 3166 country code, which is
 * not the language code: MY is Burmese, shown with Myanmar's flag; MS is Malay, with Malaysia's.
 *
 * `?no-inline` keeps each flag a hashed file under /m/assets/ (cached for a year, allowed by the
 * CSP's img-src 'self') instead of a data URL inside the first-load JavaScript: only these URLs
 * ship with the header, and a flag's bytes load when its <img> is shown.
 */
import brazil from './flags/br.svg?no-inline'
import china from './flags/cn.svg?no-inline'
import spain from './flags/es.svg?no-inline'
import unitedKingdom from './flags/gb.svg?no-inline'
import indonesia from './flags/id.svg?no-inline'
import india from './flags/in.svg?no-inline'
import japan from './flags/jp.svg?no-inline'
import cambodia from './flags/kh.svg?no-inline'
import southKorea from './flags/kr.svg?no-inline'
import myanmar from './flags/mm.svg?no-inline'
import malaysia from './flags/my.svg?no-inline'
import philippines from './flags/ph.svg?no-inline'
import pakistan from './flags/pk.svg?no-inline'
import portugal from './flags/pt.svg?no-inline'
import thailand from './flags/th.svg?no-inline'
import taiwan from './flags/tw.svg?no-inline'
import vietnam from './flags/vn.svg?no-inline'
import type { Language } from '@parlor/contract'

export const LANGUAGE_FLAGS: Record<Language, string> = {
  CN: china,
  EN: unitedKingdom,
  ES: spain,
  HI: india,
  ID: indonesia,
  JA: japan,
  KM: cambodia,
  KO: southKorea,
  MY: myanmar,
  TA: india,
  TH: thailand,
  TW: taiwan,
  VI: vietnam,
  TY: philippines,
  UR: pakistan,
  PT: portugal,
  'PT-BR': brazil,
  MS: malaysia,
}
