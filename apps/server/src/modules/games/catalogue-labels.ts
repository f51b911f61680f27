/** Display names of game classifications, by language (EN is the fallback). */
const CLASSIFY: Record<string, Record<string, string>> = {
  SLOT: { EN: 'Slots', TY: 'Mga Slot', CN: '老虎机' },
  TABLE: { EN: 'Table', TY: 'Mesa', CN: '桌面游戏' },
  ARCADE: { EN: 'Arcade', TY: 'Arcade', CN: '街机' },
  JACKPOT: { EN: 'Jackpot', TY: 'Jackpot', CN: '奖池' },
  FISH: { EN: 'Fishing', TY: 'Pangingisda', CN: '捕鱼' },
  BACCARAT: { EN: 'Baccarat', TY: 'Baccarat', CN: '百家乐' },
  ROULETTE: { EN: 'Roulette', TY: 'Roulette', CN: '轮盘' },
  SICBO: { EN: 'Sic Bo', TY: 'Sic Bo', CN: '骰宝' },
  DRAGONTIGER: { EN: 'Dragon Tiger', TY: 'Dragon Tiger', CN: '龙虎' },
  POKER: { EN: 'Poker', TY: 'Poker', CN: '扑克' },
  RUMMY: { EN: 'Rummy', TY: 'Rummy', CN: '拉米' },
  MAHJONG: { EN: 'Mahjong', TY: 'Mahjong', CN: '麻将' },
  SPORTS: { EN: 'Sports', TY: 'Isports', CN: '体育' },
  ESPORTS: { EN: 'E-sports', TY: 'E-sports', CN: '电竞' },
  COCKFIGHT: { EN: 'Cockfighting', TY: 'Sabong', CN: '斗鸡' },
  VN_NORTH: { EN: 'Northern', TY: 'Hilaga', CN: '北部' },
  VN_SOUTH: { EN: 'Southern', TY: 'Timog', CN: '南部' },
  VN_CENTRAL: { EN: 'Central', TY: 'Gitna', CN: '中部' },
  VN: { EN: 'Vietnam daily', TY: 'Vietnam araw-araw', CN: '越南彩' },
  SEA: { EN: 'Southeast Asia', TY: 'Timog-silangang Asya', CN: '东南亚' },
  FAST: { EN: 'Fast draws', TY: 'Mabilis na bunutan', CN: '快开' },
  KENO: { EN: 'Keno', TY: 'Keno', CN: '基诺' },
  QUICK: { EN: 'Quick draw', TY: 'Mabilisang bunutan', CN: '即开' },
}

export function classifyName(key: string, language: string): string {
  const e = CLASSIFY[key]
  return e ? (e[language] ?? e.EN ?? key) : key
}
