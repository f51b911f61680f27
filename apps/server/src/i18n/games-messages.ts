import type { MessageTable } from './message-table.ts'

/** Texts of game launch, wallet and in-house game errors. */
export const gamesMessages: MessageTable = {
  '#727': {
    EN: 'System busy: the launch request is incomplete (launchMode).',
    TY: 'Abala ang system: kulang ang kahilingan sa paglunsad (launchMode).',
    CN: '系统繁忙：启动请求不完整（launchMode）。',
  },
  '#734': {
    EN: 'The previous game has not finished. Please finish it first.',
    TY: 'Hindi pa tapos ang naunang laro. Tapusin muna ito.',
    CN: '上一局游戏尚未结束，请先完成。',
  },
  'vendor.not.available': {
    EN: '{vendor} games are not available right now. Please choose another game.',
    TY: 'Hindi available ngayon ang mga laro ng {vendor}. Pumili ng ibang laro.',
    CN: '{vendor} 游戏暂不可用，请选择其他游戏。',
  },
  'game.not.found': {
    EN: 'This game is not available.',
    TY: 'Hindi available ang larong ito.',
    CN: '该游戏不可用。',
  },
  'game.trial.not.allowed': {
    EN: 'This game has no free play. Please log in to play.',
    TY: 'Walang libreng laro para dito. Mag-login para maglaro.',
    CN: '该游戏不支持试玩，请登录后游戏。',
  },
  'idempotency.conflict': {
    EN: 'This request id was already used for a different request.',
    TY: 'Nagamit na ang request id na ito sa ibang kahilingan.',
    CN: '该请求编号已用于其他请求。',
  },
  'wallet.insufficient.balance': {
    EN: 'Your balance is not enough for this.',
    TY: 'Hindi sapat ang iyong balanse para dito.',
    CN: '余额不足。',
  },
  'inhouse.launch.token.invalid': {
    EN: 'This game link has expired or was already used. Please open the game again from Parlor.',
    TY: 'Expired na o nagamit na ang link ng larong ito. Buksan muli ang laro mula sa Parlor.',
    CN: '游戏链接已过期或已使用，请从 Parlor 重新打开游戏。',
  },
  'inhouse.session.invalid': {
    EN: 'Your game session has ended. Please open the game again from Parlor.',
    TY: 'Natapos na ang iyong game session. Buksan muli ang laro mula sa Parlor.',
    CN: '游戏会话已结束，请从 Parlor 重新打开游戏。',
  },
  'inhouse.bet.invalid': { EN: 'This bet cannot be placed: {detail}', CN: '无法下注：{detail}' },
}
