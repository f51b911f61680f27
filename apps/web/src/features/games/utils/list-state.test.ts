import { describe, expect, it } from 'vitest'
import { lanes, rngLane } from '../testing'
import {
  chooseTab,
  chooseVendor,
  classTabs,
  otherGameTypes,
  patchParams,
  readListState,
  tabClassification,
} from './list-state'

describe('game list state', () => {
  it('shows new only for RNG and vendor classes only when there is more than one', () => {
    const labels = { all: 'All', new: 'New' }
    expect(classTabs('RNG', rngLane, labels).map((t) => t.key)).toEqual(['all', 'new', 'SLOT', 'TABLE'])
    expect(classTabs('FISH', lanes[1], labels).map((t) => t.key)).toEqual(['all'])
  })

  it('sets classification NEW for the all tab on RNG, ALL elsewhere', () => {
    expect(tabClassification('all', 'RNG', '')).toBe('NEW')
    expect(tabClassification('all', 'LIVE', '')).toBe('ALL')
    expect(tabClassification('all', 'LIVE', 'hot')).toBe('HOT')
    expect(tabClassification('all', 'LIVE', 'fav')).toBe('FAV')
  })

  it('a vendor tab sets the vendor and clears the data type', () => {
    const p = patchParams(new URLSearchParams('gameType=RNG&dataType=hot'), chooseVendor('JL'))
    expect(readListState(p)).toMatchObject({ vendor: 'JL', dataType: '' })
  })

  it('a classification tab clears the quick filter', () => {
    const p = patchParams(new URLSearchParams('gameType=RNG&dataType=fav'), chooseTab('SLOT'))
    expect(readListState(p)).toMatchObject({ tab: 'SLOT', dataType: '' })
    expect(readListState(patchParams(p, chooseTab('all'))).tab).toBe('all')
  })

  it('never lists ELOTT among the other games', () => {
    expect(otherGameTypes('RNG', lanes)).toEqual(['FISH', 'LIVE'])
  })
})
