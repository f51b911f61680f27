export type ScheduleState = 'live' | 'scheduled' | 'ended'

/** Live between start and end; no start = since always, no end = until removed. */
export function scheduleState(item: { startAt: string | null; endAt: string | null }, now = Date.now()): ScheduleState {
  if (item.endAt && Date.parse(item.endAt) <= now) return 'ended'
  if (item.startAt && Date.parse(item.startAt) > now) return 'scheduled'
  return 'live'
}

export const SCHEDULE_COLOR: Record<ScheduleState, string> = { live: 'green', scheduled: 'blue', ended: 'default' }
