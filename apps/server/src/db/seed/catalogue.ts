/**
 * The demo game catalogue: vendors and 600+ games across every game type, generated
 * deterministically. Names are made from word lists with translations so searches in
 * EN, TY and CN have something real to match.
 */
import type { Localized } from '../schema.ts'
import { prng } from './random.ts'

export interface VendorSeed {
  code: string
  name: string
  category: string
  color: string
}

export interface GameSeed {
  gameCode: string
  vendorCode: string
  gameType: string
  classify: string
  names: Localized
  minBet: number
  minLine: number
  isNew: boolean
  isHot: boolean
  supportPlay: number
  sort: number
}

export const VENDORS: VendorSeed[] = [
  { code: 'INHOUSE', name: 'Parlor Originals', category: 'RNG', color: '#d4a537' },
  { code: 'JL', name: 'JL Games', category: 'RNG', color: '#e4572e' },
  { code: 'PGS', name: 'Pocket Games Studio', category: 'RNG', color: '#7b2cbf' },
  { code: 'SPB', name: 'Sparkbit', category: 'RNG', color: '#ef476f' },
  { code: 'FCF', name: 'FC Fishing', category: 'FISH', color: '#118ab2' },
  { code: 'EVO', name: 'Evoke Live', category: 'LIVE', color: '#073b4c' },
  { code: 'AGL', name: 'Asia Gold Live', category: 'LIVE', color: '#b08968' },
  { code: 'KPV', name: 'King Cards', category: 'PVP', color: '#06d6a0' },
  { code: 'SB1', name: 'Sportsbook One', category: 'SPORTS', color: '#2a9d8f' },
  { code: 'TF', name: 'TF Esports', category: 'ESPORTS', color: '#3a0ca3' },
  { code: 'IMES', name: 'IM Esports', category: 'ESPORTS', color: '#4361ee' },
  { code: 'SV3', name: 'S-Derby Cockfight', category: 'COCKFIGHT', color: '#9d0208' },
  { code: 'TCG_LOTTO_VN', name: 'Lotto VN', category: 'LOTT', color: '#f77f00' },
  { code: 'TCG_SEA', name: 'SEA Lottery', category: 'LOTT', color: '#fcbf49' },
  { code: 'ELOTT', name: 'E-Lottery', category: 'ELOTT', color: '#43aa8b' },
]

type Word = Localized & { EN: string; TY: string; CN: string }

const ADJECTIVES: Word[] = [
  { EN: 'Golden', TY: 'Gintong', CN: '黄金' },
  { EN: 'Lucky', TY: 'Maswerteng', CN: '幸运' },
  { EN: 'Mighty', TY: 'Makapangyarihang', CN: '强大' },
  { EN: 'Royal', TY: 'Maharlikang', CN: '皇家' },
  { EN: 'Wild', TY: 'Mabangis na', CN: '狂野' },
  { EN: 'Crystal', TY: 'Kristal na', CN: '水晶' },
  { EN: 'Fiery', TY: 'Nag-aapoy na', CN: '烈焰' },
  { EN: 'Jade', TY: 'Hade na', CN: '翡翠' },
  { EN: 'Mystic', TY: 'Mahiwagang', CN: '神秘' },
  { EN: 'Thunder', TY: 'Kulog na', CN: '雷霆' },
  { EN: 'Silver', TY: 'Pilak na', CN: '白银' },
  { EN: 'Happy', TY: 'Masayang', CN: '快乐' },
  { EN: 'Ancient', TY: 'Sinaunang', CN: '古代' },
  { EN: 'Ocean', TY: 'Karagatang', CN: '海洋' },
  { EN: 'Sunny', TY: 'Maaraw na', CN: '阳光' },
  { EN: 'Midnight', TY: 'Hatinggabing', CN: '午夜' },
  { EN: 'Diamond', TY: 'Diyamanteng', CN: '钻石' },
  { EN: 'Super', TY: 'Super na', CN: '超级' },
  { EN: 'Fortune', TY: 'Kapalarang', CN: '财富' },
  { EN: 'Jungle', TY: 'Gubat na', CN: '丛林' },
]

const NOUNS: Word[] = [
  { EN: 'Dragon', TY: 'Dragon', CN: '龙' },
  { EN: 'Tiger', TY: 'Tigre', CN: '虎' },
  { EN: 'Phoenix', TY: 'Phoenix', CN: '凤凰' },
  { EN: 'Treasure', TY: 'Kayamanan', CN: '宝藏' },
  { EN: 'Empire', TY: 'Imperyo', CN: '帝国' },
  { EN: 'Fruits', TY: 'Prutas', CN: '水果' },
  { EN: 'Koi', TY: 'Koi', CN: '锦鲤' },
  { EN: 'Temple', TY: 'Templo', CN: '神庙' },
  { EN: 'Bonanza', TY: 'Bonanza', CN: '大丰收' },
  { EN: 'Panda', TY: 'Panda', CN: '熊猫' },
  { EN: 'Pearl', TY: 'Perlas', CN: '珍珠' },
  { EN: 'Rooster', TY: 'Tandang', CN: '公鸡' },
  { EN: 'Carnival', TY: 'Karnabal', CN: '嘉年华' },
  { EN: 'Island', TY: 'Isla', CN: '岛屿' },
  { EN: 'Pharaoh', TY: 'Paraon', CN: '法老' },
  { EN: 'Coins', TY: 'Barya', CN: '金币' },
  { EN: 'Lion', TY: 'Leon', CN: '狮子' },
  { EN: 'Volcano', TY: 'Bulkan', CN: '火山' },
  { EN: 'Galaxy', TY: 'Kalawakan', CN: '银河' },
  { EN: 'Festival', TY: 'Pista', CN: '节日' },
]

interface Plan {
  vendor: string
  gameType: string
  count: number
  classes: readonly string[]
  /** Fixed names; the rest are generated. */
  named?: readonly Word[]
  /** Fixed game codes; the rest are `<vendor>_<type>_<nnn>`. */
  codes?: readonly string[]
  suffix?: Word
}

const PLANS: Plan[] = [
  {
    vendor: 'INHOUSE',
    gameType: 'RNG',
    count: 3,
    classes: ['SLOT', 'TABLE', 'ARCADE'],
    named: [
      { EN: 'Parlor Fortune Reels', TY: 'Parlor Fortune Reels', CN: 'Parlor 财富转轴' },
      { EN: 'Hi-Lo Dice', TY: 'Hi-Lo na Dais', CN: '骰子大小' },
      { EN: 'Rocket Crash', TY: 'Rocket Crash', CN: '火箭冲天' },
    ],
  },
  { vendor: 'JL', gameType: 'RNG', count: 90, classes: ['SLOT', 'TABLE', 'ARCADE'] },
  {
    vendor: 'JL',
    gameType: 'FISH',
    count: 20,
    classes: ['FISH'],
    suffix: { EN: 'Fishing', TY: 'Pangingisda', CN: '捕鱼' },
  },
  { vendor: 'JL', gameType: 'PVP', count: 20, classes: ['POKER', 'RUMMY'] },
  { vendor: 'PGS', gameType: 'RNG', count: 170, classes: ['SLOT', 'JACKPOT', 'ARCADE'] },
  { vendor: 'SPB', gameType: 'RNG', count: 30, classes: ['ARCADE', 'TABLE'] },
  {
    vendor: 'FCF',
    gameType: 'FISH',
    count: 25,
    classes: ['FISH'],
    suffix: { EN: 'Fishing', TY: 'Pangingisda', CN: '捕鱼' },
  },
  { vendor: 'EVO', gameType: 'LIVE', count: 40, classes: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER'] },
  { vendor: 'AGL', gameType: 'LIVE', count: 30, classes: ['BACCARAT', 'ROULETTE', 'SICBO'] },
  { vendor: 'KPV', gameType: 'PVP', count: 50, classes: ['POKER', 'RUMMY', 'MAHJONG'] },
  {
    vendor: 'SB1',
    gameType: 'SPORTS',
    count: 4,
    classes: ['SPORTS'],
    named: [
      { EN: 'Sportsbook', TY: 'Sportsbook', CN: '体育投注' },
      { EN: 'Basketball Live', TY: 'Basketball Live', CN: '篮球直播' },
      { EN: 'Football Live', TY: 'Football Live', CN: '足球直播' },
      { EN: 'Virtual Sports', TY: 'Virtual na Isports', CN: '虚拟体育' },
    ],
  },
  {
    vendor: 'TF',
    gameType: 'ESPORTS',
    count: 3,
    classes: ['ESPORTS'],
    named: [
      { EN: 'TF Esports Lobby', TY: 'TF Esports Lobby', CN: 'TF 电竞大厅' },
      { EN: 'MOBA Arena', TY: 'MOBA Arena', CN: 'MOBA 竞技场' },
      { EN: 'Shooter Cup', TY: 'Shooter Cup', CN: '射击杯' },
    ],
  },
  {
    vendor: 'IMES',
    gameType: 'ESPORTS',
    count: 3,
    classes: ['ESPORTS'],
    named: [
      { EN: 'IM Esports Lobby', TY: 'IM Esports Lobby', CN: 'IM 电竞大厅' },
      { EN: 'Esports Parlay', TY: 'Esports Parlay', CN: '电竞串关' },
      { EN: 'Battle Royale Odds', TY: 'Battle Royale Odds', CN: '大逃杀赔率' },
    ],
  },
  {
    vendor: 'SV3',
    gameType: 'COCKFIGHT',
    count: 4,
    classes: ['COCKFIGHT'],
    named: [
      { EN: 'Derby Arena', TY: 'Arena ng Sabong', CN: '斗鸡场' },
      { EN: 'Sabong Live', TY: 'Sabong Live', CN: '斗鸡直播' },
      { EN: 'Champion Derby', TY: 'Kampeon na Derby', CN: '冠军斗鸡' },
      { EN: 'Night Derby', TY: 'Derby sa Gabi', CN: '夜间斗鸡' },
    ],
  },
  {
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    count: 60,
    classes: ['VN_NORTH', 'VN_SOUTH', 'VN_CENTRAL'],
    suffix: { EN: 'Lotto', TY: 'Lotto', CN: '彩票' },
  },
  {
    vendor: 'TCG_SEA',
    gameType: 'LOTT',
    count: 30,
    classes: ['SEA'],
    suffix: { EN: 'Draw', TY: 'Bunutan', CN: '开奖' },
  },
  {
    vendor: 'ELOTT',
    gameType: 'ELOTT',
    count: 40,
    classes: ['FAST', 'KENO'],
    suffix: { EN: 'Quick Pick', TY: 'Mabilis na Pili', CN: '快选' },
  },
  // The in-house lottery (decision 015); last, so the generated games above keep their draws.
  {
    vendor: 'INHOUSE',
    gameType: 'LOTT',
    count: 1,
    classes: ['QUICK'],
    named: [{ EN: 'Parlor Pick 3', TY: 'Parlor Pick 3', CN: 'Parlor 排列三' }],
  },
  // The lottery engine's games (decision 026), named by their engine codes; last, for the same reason.
  {
    vendor: 'INHOUSE',
    gameType: 'LOTT',
    count: 9,
    codes: [
      'PL_SSC1',
      'PL_SSC3',
      'PL_SSC5',
      'PL_D3',
      'PL_PK10',
      'PL_PK10_5',
      'PL_VN_NORTH',
      'PL_VN_SOUTH',
      'PL_VN_CENTRAL',
    ],
    classes: ['FAST', 'FAST', 'FAST', 'FAST', 'FAST', 'FAST', 'VN', 'VN', 'VN'],
    // The same names as the app's own lottery screens, in every language it offers.
    named: [
      {
        EN: 'Speed SSC 1 min',
        TY: 'Speed SSC 1 minuto',
        CN: '极速时时彩 1分钟',
        TW: '極速時時彩 1分鐘',
        JA: 'スピードSSC 1分',
        KO: '스피드 SSC 1분',
        TH: 'SSC ด่วน 1 นาที',
        VI: 'SSC siêu tốc 1 phút',
        ID: 'Speed SSC 1 menit',
        MS: 'Speed SSC 1 min',
        HI: 'स्पीड SSC 1 मिनट',
        TA: 'ஸ்பீட் SSC 1 நிமிடம்',
        UR: 'اسپیڈ SSC 1 منٹ',
        MY: 'အမြန် SSC 1 မိနစ်',
        KM: 'Speed SSC 1 នាទី',
        PT: 'SSC Rápido 1 min',
        'PT-BR': 'SSC Rápido 1 min',
        ES: 'SSC Rápido 1 min',
      },
      {
        EN: 'Speed SSC 3 min',
        TY: 'Speed SSC 3 minuto',
        CN: '极速时时彩 3分钟',
        TW: '極速時時彩 3分鐘',
        JA: 'スピードSSC 3分',
        KO: '스피드 SSC 3분',
        TH: 'SSC ด่วน 3 นาที',
        VI: 'SSC siêu tốc 3 phút',
        ID: 'Speed SSC 3 menit',
        MS: 'Speed SSC 3 min',
        HI: 'स्पीड SSC 3 मिनट',
        TA: 'ஸ்பீட் SSC 3 நிமிடம்',
        UR: 'اسپیڈ SSC 3 منٹ',
        MY: 'အမြန် SSC 3 မိနစ်',
        KM: 'Speed SSC 3 នាទី',
        PT: 'SSC Rápido 3 min',
        'PT-BR': 'SSC Rápido 3 min',
        ES: 'SSC Rápido 3 min',
      },
      {
        EN: 'Speed SSC 5 min',
        TY: 'Speed SSC 5 minuto',
        CN: '极速时时彩 5分钟',
        TW: '極速時時彩 5分鐘',
        JA: 'スピードSSC 5分',
        KO: '스피드 SSC 5분',
        TH: 'SSC ด่วน 5 นาที',
        VI: 'SSC siêu tốc 5 phút',
        ID: 'Speed SSC 5 menit',
        MS: 'Speed SSC 5 min',
        HI: 'स्पीड SSC 5 मिनट',
        TA: 'ஸ்பீட் SSC 5 நிமிடம்',
        UR: 'اسپیڈ SSC 5 منٹ',
        MY: 'အမြန် SSC 5 မိနစ်',
        KM: 'Speed SSC 5 នាទី',
        PT: 'SSC Rápido 5 min',
        'PT-BR': 'SSC Rápido 5 min',
        ES: 'SSC Rápido 5 min',
      },
      {
        EN: 'Fast 3D',
        TY: 'Mabilis na 3D',
        CN: '快乐3D',
        TW: '快樂3D',
        JA: 'ファスト3D',
        KO: '패스트 3D',
        TH: '3D ด่วน',
        VI: '3D siêu tốc',
        ID: '3D Cepat',
        MS: '3D Pantas',
        HI: 'फ़ास्ट 3D',
        TA: 'ஃபாஸ்ட் 3D',
        UR: 'فاسٹ 3D',
        MY: 'အမြန် 3D',
        KM: '3D រហ័ស',
        PT: '3D Rápido',
        'PT-BR': '3D Rápido',
        ES: '3D Rápido',
      },
      {
        EN: 'Racing PK10 1 min',
        TY: 'Karera PK10 1 minuto',
        CN: '极速赛车 1分钟',
        TW: '極速賽車 1分鐘',
        JA: 'レーシングPK10 1分',
        KO: '레이싱 PK10 1분',
        TH: 'แข่งรถ PK10 1 นาที',
        VI: 'Đua xe PK10 1 phút',
        ID: 'Racing PK10 1 menit',
        MS: 'Racing PK10 1 min',
        HI: 'रेसिंग PK10 1 मिनट',
        TA: 'ரேசிங் PK10 1 நிமிடம்',
        UR: 'ریسنگ PK10 1 منٹ',
        MY: 'ကားပြိုင် PK10 1 မိနစ်',
        KM: 'ប្រណាំង PK10 1 នាទី',
        PT: 'Corrida PK10 1 min',
        'PT-BR': 'Corrida PK10 1 min',
        ES: 'Carreras PK10 1 min',
      },
      {
        EN: 'Racing PK10 5 min',
        TY: 'Karera PK10 5 minuto',
        CN: '极速赛车 5分钟',
        TW: '極速賽車 5分鐘',
        JA: 'レーシングPK10 5分',
        KO: '레이싱 PK10 5분',
        TH: 'แข่งรถ PK10 5 นาที',
        VI: 'Đua xe PK10 5 phút',
        ID: 'Racing PK10 5 menit',
        MS: 'Racing PK10 5 min',
        HI: 'रेसिंग PK10 5 मिनट',
        TA: 'ரேசிங் PK10 5 நிமிடம்',
        UR: 'ریسنگ PK10 5 منٹ',
        MY: 'ကားပြိုင် PK10 5 မိနစ်',
        KM: 'ប្រណាំង PK10 5 នាទី',
        PT: 'Corrida PK10 5 min',
        'PT-BR': 'Corrida PK10 5 min',
        ES: 'Carreras PK10 5 min',
      },
      {
        EN: 'Vietnam North daily',
        TY: 'Vietnam Hilaga araw-araw',
        CN: '越南北部彩 每日',
        TW: '越南北部彩 每日',
        JA: 'ベトナム北部（毎日）',
        KO: '베트남 북부 (매일)',
        TH: 'หวยเวียดนามเหนือ รายวัน',
        VI: 'Xổ số miền Bắc hằng ngày',
        ID: 'Vietnam Utara harian',
        MS: 'Vietnam Utara harian',
        HI: 'वियतनाम उत्तर दैनिक',
        TA: 'வியட்நாம் வடக்கு தினசரி',
        UR: 'ویتنام شمالی یومیہ',
        MY: 'ဗီယက်နမ် မြောက်ပိုင်း နေ့စဉ်',
        KM: 'វៀតណាមខាងជើង ប្រចាំថ្ងៃ',
        PT: 'Vietname Norte diária',
        'PT-BR': 'Vietnã Norte diária',
        ES: 'Vietnam Norte diaria',
      },
      {
        EN: 'Vietnam South daily',
        TY: 'Vietnam Timog araw-araw',
        CN: '越南南部彩 每日',
        TW: '越南南部彩 每日',
        JA: 'ベトナム南部（毎日）',
        KO: '베트남 남부 (매일)',
        TH: 'หวยเวียดนามใต้ รายวัน',
        VI: 'Xổ số miền Nam hằng ngày',
        ID: 'Vietnam Selatan harian',
        MS: 'Vietnam Selatan harian',
        HI: 'वियतनाम दक्षिण दैनिक',
        TA: 'வியட்நாம் தெற்கு தினசரி',
        UR: 'ویتنام جنوبی یومیہ',
        MY: 'ဗီယက်နမ် တောင်ပိုင်း နေ့စဉ်',
        KM: 'វៀតណាមខាងត្បូង ប្រចាំថ្ងៃ',
        PT: 'Vietname Sul diária',
        'PT-BR': 'Vietnã Sul diária',
        ES: 'Vietnam Sur diaria',
      },
      {
        EN: 'Vietnam Central daily',
        TY: 'Vietnam Gitna araw-araw',
        CN: '越南中部彩 每日',
        TW: '越南中部彩 每日',
        JA: 'ベトナム中部（毎日）',
        KO: '베트남 중부 (매일)',
        TH: 'หวยเวียดนามกลาง รายวัน',
        VI: 'Xổ số miền Trung hằng ngày',
        ID: 'Vietnam Tengah harian',
        MS: 'Vietnam Tengah harian',
        HI: 'वियतनाम मध्य दैनिक',
        TA: 'வியட்நாம் மத்திய தினசரி',
        UR: 'ویتنام وسطی یومیہ',
        MY: 'ဗီယက်နမ် အလယ်ပိုင်း နေ့စဉ်',
        KM: 'វៀតណាមកណ្តាល ប្រចាំថ្ងៃ',
        PT: 'Vietname Centro diária',
        'PT-BR': 'Vietnã Centro diária',
        ES: 'Vietnam Centro diaria',
      },
    ],
  },
]

const MIN_BETS = [1, 5, 10, 50, 75, 100, 200] as const

function join(a: Word, b: Word, suffix?: Word, n?: number): Localized {
  const tail = (lang: 'EN' | 'TY' | 'CN') => (suffix ? (lang === 'CN' ? suffix[lang] : ` ${suffix[lang]}`) : '')
  const num = n && n > 1 ? ` ${n}` : ''
  return {
    EN: `${a.EN} ${b.EN}${tail('EN')}${num}`,
    TY: `${a.TY} ${b.TY}${tail('TY')}${num}`,
    CN: `${a.CN}${b.CN}${tail('CN')}${num}`,
  }
}

export function buildCatalogue(): GameSeed[] {
  const rnd = prng(20261125)
  const out: GameSeed[] = []
  for (const plan of PLANS) {
    const used = new Map<string, number>()
    for (let i = 0; i < plan.count; i++) {
      let names: Localized
      const fixed = plan.named?.[i]
      if (fixed) {
        names = { ...fixed }
      } else {
        const a = rnd.pick(ADJECTIVES)
        const b = rnd.pick(NOUNS)
        const key = `${a.EN} ${b.EN}`
        const n = (used.get(key) ?? 0) + 1
        used.set(key, n)
        names = join(a, b, plan.suffix, n)
      }
      out.push({
        gameCode:
          plan.codes?.[i] ??
          `${plan.vendor.toLowerCase()}_${plan.gameType.toLowerCase()}_${String(i + 1).padStart(3, '0')}`,
        vendorCode: plan.vendor,
        gameType: plan.gameType,
        classify: plan.classes[i % plan.classes.length] as string,
        names,
        minBet: rnd.pick(MIN_BETS),
        minLine: plan.gameType === 'RNG' ? rnd.pick([1, 9, 20, 25, 50]) : 1,
        isNew: rnd.chance(0.12) || plan.vendor === 'INHOUSE',
        isHot: rnd.chance(0.1) || plan.vendor === 'INHOUSE',
        supportPlay: plan.gameType === 'RNG' || plan.gameType === 'FISH' ? (rnd.chance(0.5) ? 0 : 1) : 1,
        sort: i,
      })
      // Our own games always let guests try them (trial money); the draw above still happens so
      // the generated games keep their values.
      const last = out[out.length - 1]
      if (plan.vendor === 'INHOUSE' && last) last.supportPlay = 0
    }
  }
  return out
}
