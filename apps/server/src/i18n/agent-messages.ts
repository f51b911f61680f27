import type { MessageTable } from './message-table.ts'

/** Texts of agent home and team errors. */
export const agentMessages: MessageTable = {
  'agent.permission.denied': {
    EN: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    TY: 'Paumanhin, walang pahintulot ang account na ito o pansamantalang hindi available ang feature.',
    CN: '抱歉，该账号没有权限或该功能暂时不可用。',
    TW: '抱歉，該帳號沒有權限或該功能暫時不可用。',
  },
  'agent.member.not.in.team': {
    EN: 'This member is not in your team.',
    TY: 'Wala sa iyong team ang member na ito.',
    CN: '该会员不在您的团队中。',
    TW: '該會員不在您的團隊中。',
  },
  'agent.date.invalid': {
    EN: 'Please choose a valid date (YYYY-MM-DD).',
    TY: 'Pumili ng wastong petsa (YYYY-MM-DD).',
    CN: '请选择有效的日期（YYYY-MM-DD）。',
    TW: '請選擇有效的日期（YYYY-MM-DD）。',
  },
  'agent.date.order': {
    EN: 'The end date cannot be before the start date.',
    TY: 'Hindi maaaring mauna ang petsa ng pagtatapos sa petsa ng simula.',
    CN: '结束日期不能早于开始日期。',
    TW: '結束日期不能早於開始日期。',
  },
  'agent.date.span': {
    EN: 'Please choose a range of at most {days} days.',
    TY: 'Pumili ng saklaw na hindi hihigit sa {days} araw.',
    CN: '查询范围最多 {days} 天。',
    TW: '查詢範圍最多 {days} 天。',
  },
  'agent.amount.invalid': {
    EN: 'Please enter an amount above 0 with at most 2 decimals.',
    TY: 'Maglagay ng halagang higit sa 0 na may hanggang 2 decimal.',
    CN: '请输入大于 0 且最多两位小数的金额。',
    TW: '請輸入大於 0 且最多兩位小數的金額。',
  },
  'agent.currency.mismatch': {
    EN: 'Transfers are only possible between wallets of the same currency.',
    TY: 'Maaari lamang maglipat sa pagitan ng mga wallet na pareho ang currency.',
    CN: '只能在相同币种的钱包之间转账。',
    TW: '只能在相同幣種的錢包之間轉帳。',
  },
  'agent.transfer.duplicate': {
    EN: 'Each downline may appear only once in a transfer.',
    TY: 'Isang beses lamang maaaring lumabas ang bawat downline sa isang transfer.',
    CN: '每个下级在一次转账中只能出现一次。',
    TW: '每個下級在一次轉帳中只能出現一次。',
  },
  'agent.upline.not.allowed': {
    EN: 'This account cannot transfer to an upline.',
    TY: 'Hindi maaaring maglipat sa upline ang account na ito.',
    CN: '该账号不能向上级转账。',
    TW: '該帳號不能向上級轉帳。',
  },
  'agent.contract.not.found': {
    EN: 'This contract offer was not found.',
    TY: 'Hindi nahanap ang alok na kontratang ito.',
    CN: '未找到该契约。',
    TW: '未找到該契約。',
  },
  'agent.contract.not.pending': {
    EN: 'This contract offer has already been answered.',
    TY: 'Nasagot na ang alok na kontratang ito.',
    CN: '该契约已处理。',
    TW: '該契約已處理。',
  },
  'agent.contract.target': {
    EN: 'Contracts can only be offered to your direct downline agents.',
    TY: 'Maaari lamang mag-alok ng kontrata sa iyong mga direktang downline agent.',
    CN: '只能向直属下级代理发起契约。',
    TW: '只能向直屬下級代理發起契約。',
  },
  'agent.contract.pending.exists': {
    EN: 'An offer of this kind is already waiting for an answer.',
    TY: 'May alok nang ganitong uri na naghihintay ng sagot.',
    CN: '已有同类契约等待处理。',
    TW: '已有同類契約等待處理。',
  },
  'agent.contract.tiers': {
    EN: 'Contract levels must rise step by step (turnover ascending; a dividend is at most 100%).',
    TY: 'Dapat pataas ang mga antas ng kontrata (pataas ang turnover; hanggang 100% lamang ang dividend).',
    CN: '契约档位须逐级递增（流水递增，分红比例不超过 100%）。',
    TW: '契約檔位須逐級遞增（流水遞增，分紅比例不超過 100%）。',
  },
  'agent.afflink.limit': {
    EN: 'You can keep at most {max} invitation links.',
    TY: 'Hanggang {max} invitation link lamang ang maaari mong itago.',
    CN: '最多只能保留 {max} 个推广链接。',
    TW: '最多只能保留 {max} 個推廣連結。',
  },
  'agent.afflink.not.found': {
    EN: 'This invitation link was not found.',
    TY: 'Hindi nahanap ang invitation link na ito.',
    CN: '未找到该推广链接。',
    TW: '未找到該推廣連結。',
  },
  'agent.rebate.range': {
    EN: "The {product} rebate must lie between the highest rate of the downline's own members and your own rate.",
    TY: 'Ang rebate ng {product} ay dapat nasa pagitan ng pinakamataas na rate ng mga member ng downline at ng iyong sariling rate.',
    CN: '{product} 返水比例须介于该下级的下级最高比例与您自己的比例之间。',
    TW: '{product} 返水比例須介於該下級的下級最高比例與您自己的比例之間。',
  },
  'agent.rebate.target': {
    EN: 'Rebates can only be set for your direct downlines.',
    TY: 'Maaari lamang magtakda ng rebate para sa iyong mga direktang downline.',
    CN: '只能为直属下级设置返水。',
    TW: '只能為直屬下級設定返水。',
  },
}
