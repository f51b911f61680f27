import { z } from 'zod'
import { def } from './route-def.ts'

const svg = <K extends string>(param: K) =>
  ({
    method: 'GET',
    params: z.object({ [param]: z.string() } as Record<K, z.ZodString>),
    value: z.string(),
    raw: true,
  }) as const

/** `/cdn/*`: the demo's image host (merchant `imageCDNs` point here); SVG or PNG answers, no envelope. */
export const mediaRoutes = {
  cdnGame: def({ ...svg('id'), path: '/cdn/games/:id' }),
  cdnVendor: def({ ...svg('code'), path: '/cdn/vendors/:code' }),
  cdnBanner: def({ ...svg('slug'), path: '/cdn/banners/:slug' }),
  cdnTeam: def({ ...svg('name'), path: '/cdn/teams/:name' }),
  cdnBrand: def({ ...svg('code'), path: '/cdn/brand/:code' }),
  /**
   * The brand mark as PNG for home screens: `icon-192.png`, `icon-512.png`, `maskable-512.png`
   * (full bleed, for platforms that mask it) and `apple-touch-icon.png` (180, full bleed); bytes
   * with an ETag, 304 when it matches, 404 `not_found` for anything else.
   */
  cdnBrandIcon: def({
    method: 'GET',
    path: '/cdn/brand/:code/:file',
    params: z.object({ code: z.string(), file: z.string() }),
    value: z.unknown(),
    raw: true,
  }),
  /** Images staff uploaded for a merchant (banners, icons, logos): the checked bytes, cached for good. */
  cdnUpload: def({
    method: 'GET',
    path: '/cdn/uploads/:merchant/:file',
    params: z.object({ merchant: z.string(), file: z.string() }),
    value: z.unknown(),
    raw: true,
  }),
} as const
