/**
 * A username as other players may see it (winners board, leaderboards, raffle winners, referred
 * friends): enough for its owner to recognise, too little to learn an account name (no account
 * enumeration). One rule everywhere, so a name reads the same on every screen:
 * `ab` → `a***`, `jun` → `j***n`, `lina` → `l***a`, `justin` → `ju***n`. The length never shows.
 */
export function maskUsername(username: string): string {
  const chars = [...username]
  const last = chars[chars.length - 1] ?? ''
  if (chars.length <= 2) return `${chars[0] ?? ''}***`
  if (chars.length <= 4) return `${chars[0]}***${last}`
  return `${chars[0]}${chars[1]}***${last}`
}
