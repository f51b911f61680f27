import geoip from 'geoip-country'

/** ISO country of an address from the data shipped in geoip-country; null for private or unknown ones. */
export function countryOf(ip: string): string | null {
  const v = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  return geoip.lookup(v)?.country ?? null
}

/**
 * Whether a visitor from `country` is kept out. Unknown countries (loopback, private
 * networks, addresses missing from the data) are let through: blocking them would lock
 * out operators' own staff and health checks, and a determined visitor could not be
 * located anyway.
 */
export function isRegionRestricted(
  merchant: { regionRestriction: boolean; allowedCountries: string[] },
  country: string | null,
): boolean {
  if (!merchant.regionRestriction || country === null) return false
  return !merchant.allowedCountries.includes(country)
}
