import { describe, expect, it } from 'vitest'
import { draftProblems } from './messages-page'

describe('draftProblems', () => {
  it('accepts a language with both a title and a content, and names one with only one of them', () => {
    expect(draftProblems({ EN: { title: 'Hi', content: 'Body' }, CN: { title: '你好' } })).toEqual({
      complete: ['EN'],
      incomplete: ['CN'],
    })
  })

  it('ignores untouched and blank languages', () => {
    expect(draftProblems({ EN: undefined, TY: { title: '  ', content: '' }, CN: {} })).toEqual({
      complete: [],
      incomplete: [],
    })
  })
})
