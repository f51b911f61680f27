/** Demo merchants: `demo` has every flag on, `demo2` a different set, to prove white-labelling. */
import { MODULE_IDS, type RegisterSettings, type Whitelabel } from '@parlor/contract'
import { encodeServicePath } from '@parlor/contract/cs-link'
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

const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength })

const demoRegister: RegisterSettings = {
  username: field(true, true, '^[A-Za-z][A-Za-z0-9]*$', 1, 4, 16),
  password: field(true, true, '^[\\x21-\\x7e]+$', 4, 8, 64),
  payeeName: field(true, false, '*', 8, 2, 50),
  email: field(true, false, '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', 3, 5, 254),
  mobileNum: field(true, false, '^[0-9]+$', 6, 7, 15),
  captcha: field(true, true, '*', 0, 4, 6),
  affiliateCode: field(true, false, '^[A-Za-z0-9]+$', 4, 4, 20),
  qqNum: field(false, false, '^[0-9]+$', 6, 5, 12),
  recommenderId: field(false, false, '*', 0, 1, 20),
  paymentPassword: field(false, false, '^[0-9]+$', 6, 6, 6),
  line: field(false, false, '*', 9, 1, 50),
  whatsapp: field(false, false, '^[0-9]+$', 6, 7, 15),
  facebook: field(false, false, '*', 9, 1, 100),
  wechat: field(false, false, '*', 9, 1, 50),
  idNumber: field(false, false, '^[A-Za-z0-9]+$', 4, 5, 30),
}

const demo2Register: RegisterSettings = {
  ...demoRegister,
  username: field(true, true, '^[a-z0-9]+$', 4, 6, 12),
  password: field(true, true, '^(?=.*[A-Z])[A-Za-z0-9]+$', 7, 8, 20),
  email: field(true, true, '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', 3, 5, 254),
  payeeName: field(false, false, '*', 8, 2, 50),
  mobileNum: field(true, true, '^[0-9]+$', 6, 8, 12),
  captcha: field(false, false, '*', 0, 4, 6),
  whatsapp: field(true, false, '^[0-9]+$', 6, 7, 15),
  affiliateCode: field(true, true, '^[A-Za-z0-9]+$', 4, 4, 20),
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
    languages: ['TY', 'EN'],
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
    vendors: null,
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
    vendors: ['INHOUSE', 'PGS', 'EVO', 'KPV', 'SB1', 'TF', 'FCF', 'ELOTT'],
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
