import { LotteryErrorCode } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of the lottery engine's errors (decision 026): the lottery screen shows them as they are. */
export const lotteryMessages: MessageTable = {
  [LotteryErrorCode.gameUnknown]: {
    EN: 'This lottery does not exist.',
    TY: 'Walang ganitong lottery.',
    CN: '该彩票游戏不存在。',
    TW: '該彩票遊戲不存在。',
  },
  [LotteryErrorCode.numeroUnknown]: {
    EN: 'This draw number does not exist for this lottery.',
    TY: 'Walang ganitong numero ng bunutan sa lottery na ito.',
    CN: '该彩票没有这一期。',
    TW: '該彩票沒有這一期。',
  },
  [LotteryErrorCode.numeroClosed]: {
    EN: 'Betting on this draw has closed. Please bet on the next draw.',
    TY: 'Sarado na ang taya para sa bunutang ito. Tumaya sa susunod na bunutan.',
    CN: '本期已封盘，请投注下一期。',
    TW: '本期已封盤，請投注下一期。',
  },
  [LotteryErrorCode.betInvalid]: {
    EN: 'This bet is not valid for the game ({betType}). Please check your numbers.',
    TY: 'Hindi wasto ang tayang ito para sa laro ({betType}). Pakisuri ang iyong mga numero.',
    CN: '该投注对本游戏无效（{betType}），请检查号码。',
    TW: '該投注對本遊戲無效（{betType}），請檢查號碼。',
  },
  [LotteryErrorCode.stakeOutOfRange]: {
    EN: 'The stake per number must be between {min} and {max}.',
    TY: 'Ang taya bawat numero ay dapat nasa pagitan ng {min} at {max}.',
    CN: '每注金额须在 {min} 与 {max} 之间。',
    TW: '每注金額須在 {min} 與 {max} 之間。',
  },
  [LotteryErrorCode.orderTooLarge]: {
    EN: 'This ticket has too many bets, numbers or chased draws.',
    TY: 'Masyadong marami ang taya, numero o sinusundang bunutan sa tiket na ito.',
    CN: '该注单的投注、号码或追号期数过多。',
    TW: '該注單的投注、號碼或追號期數過多。',
  },
  [LotteryErrorCode.orderNotFound]: {
    EN: 'This lottery order was not found.',
    TY: 'Hindi nahanap ang lottery order na ito.',
    CN: '未找到该彩票注单。',
    TW: '未找到該彩票注單。',
  },
  [LotteryErrorCode.cancelRefused]: {
    EN: 'This bet can no longer be cancelled: it is settled, cancelled, or its draw has closed.',
    TY: 'Hindi na maaaring kanselahin ang tayang ito: tapos na, nakansela na, o sarado na ang bunutan nito.',
    CN: '该投注已无法撤单：已结算、已撤销或本期已封盘。',
    TW: '該投注已無法撤單：已結算、已撤銷或本期已封盤。',
  },
}
