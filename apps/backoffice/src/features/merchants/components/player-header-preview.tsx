import { GlobalOutlined, MenuOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

const NAVY = '#0a1630'
const PANEL = '#132650'

/** Dark text on a light accent, white on a dark one (the player app keeps contrast the same way). */
function textOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  if (Number.isNaN(n)) return '#1d1506'
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1d1506' : '#ffffff'
}

/**
 * A small drawing of the player app's home header and bottom menu in the chosen colour, so the
 * operator sees the accent before saving. It mirrors apps/web's header, not its code.
 */
export function PlayerHeaderPreview({ color, logoUrl, name }: { color: string; logoUrl: string | null; name: string }) {
  const { t } = useTranslation()
  const on = textOn(color)
  return (
    <div
      data-testid="theme-preview"
      style={{
        width: 360,
        marginTop: 8,
        borderRadius: 18,
        overflow: 'hidden',
        border: '6px solid #1f1f1f',
        background: NAVY,
        color: '#eef2fb',
        fontSize: 13,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 52,
          padding: '0 10px',
          borderBottom: '1px solid #22365d',
          background: 'rgba(10,22,48,0.94)',
        }}
      >
        {logoUrl ? (
          <img src={logoUrl} alt="" style={{ height: 30, maxWidth: 130, objectFit: 'contain' }} />
        ) : (
          <strong style={{ color, fontSize: 16 }}>{name}</strong>
        )}
        <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <span style={{ border: `1px solid ${color}`, color, borderRadius: 15, padding: '4px 10px' }}>
            {t('merchants.theme.previewLogin')}
          </span>
          <span style={{ background: color, color: on, borderRadius: 15, padding: '4px 10px', fontWeight: 600 }}>
            {t('merchants.theme.previewRegister')}
          </span>
          <GlobalOutlined style={{ fontSize: 18 }} />
          <MenuOutlined style={{ fontSize: 18 }} />
        </span>
      </div>
      <div style={{ padding: 10 }}>
        <div
          style={{
            height: 120,
            borderRadius: 10,
            background: `linear-gradient(135deg, ${color}, ${PANEL})`,
          }}
        />
        <div style={{ display: 'flex', gap: 14, margin: '12px 2px 4px' }}>
          {['HOT', 'RNG', 'FISH', 'LIVE'].map((tab, i) => (
            <span
              key={tab}
              style={{
                paddingBottom: 4,
                color: i === 0 ? color : '#a9b5cf',
                borderBottom: i === 0 ? `2px solid ${color}` : '2px solid transparent',
                fontWeight: i === 0 ? 600 : 400,
              }}
            >
              {tab}
            </span>
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-around', padding: '8px 0', background: PANEL }}>
        {(['home', 'activity', 'deposit', 'service', 'member'] as const).map((k, i) => (
          <span key={k} style={{ color: i === 0 ? color : '#7a88a8', fontSize: 11 }}>
            {t(`merchants.theme.menu.${k}`)}
          </span>
        ))}
      </div>
    </div>
  )
}
