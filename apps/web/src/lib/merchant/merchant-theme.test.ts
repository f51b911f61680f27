import { describe, expect, it } from 'vitest'
import { applyTheme, themeVariables } from './merchant-theme'

describe('merchant theme', () => {
  it('turns the merchant colour into the primary, its tint channels and a readable text colour', () => {
    expect(themeVariables('#1E90FF')).toEqual({
      '--adm-color-primary': '#1e90ff',
      '--parlor-primary-rgb': '30, 144, 255',
      '--adm-color-text-light-solid': '#1d1506',
    })
    // A dark accent gets white text.
    expect(themeVariables('#4b0082')?.['--adm-color-text-light-solid']).toBe('#ffffff')
  })

  it('ignores anything that is not a #rrggbb colour', () => {
    for (const bad of [undefined, '', 'red', '#fff', 'url(x)', '#12345g']) expect(themeVariables(bad)).toBeNull()
  })

  it('sets the variables on the root and removes them again without a colour', () => {
    const root = document.createElement('div')
    applyTheme('#e63973', root)
    expect(root.style.getPropertyValue('--adm-color-primary')).toBe('#e63973')
    expect(root.style.getPropertyValue('--parlor-primary-rgb')).toBe('230, 57, 115')
    applyTheme(undefined, root)
    expect(root.style.getPropertyValue('--adm-color-primary')).toBe('')
  })
})
