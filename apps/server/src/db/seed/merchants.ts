/** Demo merchants: `demo` has every flag on, `demo2` a different set, to prove white-labelling. */
import { LANGUAGES, MODULE_IDS, type Whitelabel } from '@parlor/contract'
import { encodeServicePath } from '@parlor/contract/cs-link'
import { demo2Register, demoRegister } from '@parlor/contract/demo-data'
import type { merchants } from '../schema.ts'

type MerchantSeed = Omit<typeof merchants.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { domains: string[] }

const allFlags: Whitelabel = Object.fromEntries(MODULE_IDS.map((m) => [m, true]))
// Geetest needs a third-party service we do not run; test variants stay off.
for (const off of [
  'GEETEST3',
  'GEETESTTEST3',
  'GEETESTVCODE3',
  'MANDATORYAPPUPDATES3',
  'FIREBASECREATEACC3',
] as const) {
  allFlags[off] = false
}

const demo2Flags: Whitelabel = {
  ...allFlags,
  USERNAMEREG3: false,
  FREEPLAY3: false,
  DIRECTREG3: false,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  CHNGPASSVERIF3: false,
  REWCEN3: false,
  FEEDBACK3: false,
  PLYRBT: false,
  PERSREP: false,
  AGETRANSFERUP3: false,
  MOBILEVERCODELOGIN3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
}

const cs = (title: string, url: string, key: string) => ({ title, csType: title, path: encodeServicePath(url, key) })

export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'demo',
    name: 'Parlor Demo',
    isDefault: true,
    currency: 'PHP',
    currencySymbol: '₱',
    countryCode: 'PH',
    dialingCode: '63',
    defaultLanguage: 'TY',
    // Every language the app offers, so each can be tried on the demo.
    languages: ['TY', ...LANGUAGES.filter((l) => l !== 'TY')],
    flags: allFlags,
    registerSettings: demoRegister,
    mobileTemplate: {
      mem_cen: '1',
      dep_func: '1',
      h5_logo: '',
      app_background: '#101a3a',
      app_desc: 'Parlor app: faster games, one tap away',
      app_desc_font_color: '#f5d06f',
    },
    resources: [
      { resourceType: 'Android', url: '/downloads/parlor-demo.apk', labelNameEn: 'Android' },
      { resourceType: 'IOS', url: '/downloads/parlor-demo.ipa', labelNameEn: 'iOS' },
      { resourceType: 'MOBILECONFIG', url: '/downloads/parlor-demo.mobileconfig', labelNameEn: 'iOS profile' },
      { resourceType: 'AppDownloadIcon', url: '/cdn/brand/demo.svg', labelNameEn: 'App icon' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/parlor_demo', labelNameEn: 'Telegram' },
    ],
    customerService: [
      cs('CS', 'https://support.parlor.example/chat', 'pArL0r01'),
      cs('WHATSAPP', 'https://wa.me/639171234567', 'wHaT5ap1'),
      cs('FACEBOOK', 'https://m.me/parlor.demo', 'fAceB00k'),
      cs('TELEGRAM', 'https://t.me/parlor_demo', 'tElEgR4m'),
      cs('TELEGRAM2', 'https://t.me/parlor_demo_vip', 'tElEgR4x'),
    ],
    imageCdns: ['/cdn'],
    launchGameCdns: [''],
    maintenance: false,
    regionRestriction: false,
    allowedCountries: ['PH'],
    timeZone: 'Asia/Manila',
    ageLimit: 18,
    legacyEncryption: true,
    authSettings: { captchaType: 'numeric', passwordMaxAgeDays: 0, socialSignUp: true },
    primaryColor: '#d4a537',
    domains: ['localhost', '127.0.0.1', 'demo.parlor.test'],
  },
  {
    code: 'demo2',
    name: 'Lucky Star',
    isDefault: false,
    currency: 'USD',
    currencySymbol: '$',
    countryCode: 'US',
    dialingCode: '1',
    defaultLanguage: 'EN',
    languages: ['EN', 'CN', 'TW'],
    flags: demo2Flags,
    registerSettings: demo2Register,
    mobileTemplate: {
      mem_cen: '0',
      dep_func: '0',
      h5_logo: '',
      app_background: '#3a0d2e',
      app_desc: 'Lucky Star on your home screen',
      app_desc_font_color: '#ffffff',
    },
    resources: [{ resourceType: 'Android', url: '/downloads/lucky-star.apk', labelNameEn: 'Android' }],
    customerService: [cs('CS', 'https://help.luckystar.example/', 'Lu4kyS7r')],
    imageCdns: ['/cdn'],
    launchGameCdns: [''],
    maintenance: false,
    regionRestriction: false,
    allowedCountries: ['US', 'CA'],
    timeZone: 'America/New_York',
    ageLimit: 21,
    legacyEncryption: false,
    authSettings: { captchaType: 'arithmetic', passwordMaxAgeDays: 90, socialSignUp: false },
    primaryColor: '#e63973',
    domains: ['demo2.parlor.test'],
  },
]

export const COUNTRIES = [
  ['PH', '63', 'Philippines'],
  ['US', '1', 'United States'],
  ['CA', '1', 'Canada'],
  ['VN', '84', 'Vietnam'],
  ['TH', '66', 'Thailand'],
  ['ID', '62', 'Indonesia'],
  ['MY', '60', 'Malaysia'],
  ['SG', '65', 'Singapore'],
  ['KH', '855', 'Cambodia'],
  ['MM', '95', 'Myanmar'],
  ['IN', '91', 'India'],
  ['PK', '92', 'Pakistan'],
  ['BR', '55', 'Brazil'],
  ['PT', '351', 'Portugal'],
  ['ES', '34', 'Spain'],
  ['MX', '52', 'Mexico'],
  ['JP', '81', 'Japan'],
  ['KR', '82', 'South Korea'],
  ['CN', '86', 'China'],
  ['TW', '886', 'Taiwan'],
  ['HK', '852', 'Hong Kong'],
  ['AE', '971', 'United Arab Emirates'],
  ['GB', '44', 'United Kingdom'],
  ['AU', '61', 'Australia'],
] as const
