/**
 * White-label module ids (wire-contract §6.5 and both specifications). A merchant's
 * `whitelabelVal` maps each of these to a boolean; ids a merchant does not list are off.
 */
export const MODULE_IDS = [
  // accounts and access
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'MOBILEAUTOLOGIN3',
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
  'GEETEST3',
  'GEETESTTEST3',
  'GEETESTVCODE3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'FIREBASECREATEACC3',
  'UPDATEMOBILEICC3',
  'DIRECTREG3',
  // member centre
  'CBS3',
  'REWCEN3',
  'AGENTPOLICY3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
  'MANDATORYAPPUPDATES3',
  'CREDITMAR3',
  'MAILCEN',
  'AGETRANSFERUP3',
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'PLYRBT',
  'FEEDBACK3',
  'MEMCLUB3',
  // agent menu
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
  'AGEANNOUNCE3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'AFFMAN3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  // modules that double as ModuleId header values
  'COMM3',
  'REG3',
  'CAPTCHA3',
  'VERIFICATION3',
  'LOGINIPVERF3',
  'PASS3',
  'PWRESETSMS3',
  'PROFPIC3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  'PERSPNL3',
  'TRANSBETREPMEM3',
  'FUNDTRANS3',
] as const
export type ModuleId = (typeof MODULE_IDS)[number]
export type Whitelabel = Partial<Record<ModuleId, boolean>>

/** Desktop clients read the flags as a tree (wire-contract §6.5). */
export interface WhitelabelNode {
  modId: string
  enabled: '1' | '0'
  childrenNodes: WhitelabelNode[]
}

export function whitelabelTree(flags: Whitelabel): WhitelabelNode {
  return {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: MODULE_IDS.map((modId) => ({ modId, enabled: flags[modId] ? '1' : '0', childrenNodes: [] })),
  }
}

export function flattenWhitelabel(node: WhitelabelNode, into: Record<string, boolean> = {}): Record<string, boolean> {
  if (node.modId !== 'ROOT') into[node.modId] = node.enabled === '1'
  for (const child of node.childrenNodes) flattenWhitelabel(child, into)
  return into
}
