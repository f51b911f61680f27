import { GameErrorCode, VendorErrorCode } from '@parlor/contract'
import type { MessageTable } from './message-table.ts'

/** Texts of third-party vendor errors: the player's launch, the vendor's wallet calls, the operator's settings. */
export const vendorsMessages: MessageTable = {
  [GameErrorCode.vendorMaintenance]: {
    EN: '{vendor} is under maintenance. Please try again later or choose another game.',
    TY: 'Nasa maintenance ang {vendor}. Subukan muli mamaya o pumili ng ibang laro.',
    CN: '{vendor} 正在维护，请稍后再试或选择其他游戏。',
    TW: '{vendor} 正在維護，請稍後再試或選擇其他遊戲。',
  },
  [VendorErrorCode.vendorUnavailable]: {
    EN: 'This game vendor is not available right now.',
    TY: 'Hindi available ngayon ang game vendor na ito.',
    CN: '该游戏供应商暂不可用。',
    TW: '該遊戲供應商暫不可用。',
  },
  [VendorErrorCode.vendorUnknown]: {
    EN: 'There is no integration for this game vendor.',
    TY: 'Walang integration para sa game vendor na ito.',
    CN: '该游戏供应商没有接入配置。',
    TW: '該遊戲供應商沒有接入設定。',
  },
  [VendorErrorCode.sessionInvalid]: {
    EN: 'The game session has ended. Please open the game again.',
    TY: 'Natapos na ang game session. Buksan muli ang laro.',
    CN: '游戏会话已结束，请重新打开游戏。',
    TW: '遊戲會話已結束，請重新打開遊戲。',
  },
  [VendorErrorCode.launchTokenInvalid]: {
    EN: 'This game link has expired or was already used. Please open the game again.',
    TY: 'Nag-expire na o nagamit na ang link ng larong ito. Buksan muli ang laro.',
    CN: '该游戏链接已过期或已被使用，请重新打开游戏。',
    TW: '該遊戲連結已過期或已被使用，請重新打開遊戲。',
  },
  'vendor.unknown': {
    EN: 'There is no vendor {vendor}.',
    TY: 'Walang vendor na {vendor}.',
    CN: '没有供应商 {vendor}。',
    TW: '沒有供應商 {vendor}。',
  },
}
