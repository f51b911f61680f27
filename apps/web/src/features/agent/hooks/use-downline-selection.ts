import type { Downline } from '@parlor/contract'
import { useState } from 'react'

/** The downlines ticked in a team list, by id: ticking one again unticks it. */
export function useDownlineSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, Downline>>(new Map())
  const toggle = (d: Downline) =>
    setSelected((prev) => {
      const next = new Map(prev)
      if (next.has(d.id)) next.delete(d.id)
      else next.set(d.id, d)
      return next
    })
  const clear = () => setSelected(new Map())
  return { selected, toggle, clear }
}
