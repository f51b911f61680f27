/** Storefront §4: the agent home greets by the phone's local hour, with boundaries at 10, 14 and 18. */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening'

export function greetingFor(hour: number): Greeting {
  if (hour <= 10) return 'morning'
  if (hour <= 14) return 'earlyAfternoon'
  if (hour <= 18) return 'lateAfternoon'
  return 'evening'
}
