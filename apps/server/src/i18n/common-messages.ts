import { ErrorCode } from '@parlor/contract'
import { IMAGE_UNPROCESSABLE } from '../lib/image-decoder.ts'
import type { MessageTable } from './message-table.ts'

/** Texts of errors any call can answer: malformed requests, missing features, limits, operator lookups. */
export const commonMessages: MessageTable = {
  [ErrorCode.requestParam]: {
    EN: 'Invalid request: {detail}',
    TY: 'Hindi wastong kahilingan: {detail}',
    CN: '请求参数错误：{detail}',
  },
  [ErrorCode.requestBodyRequired]: {
    EN: 'The request body is missing or cannot be read.',
    TY: 'Walang laman o hindi mabasa ang request body.',
    CN: '请求内容缺失或无法读取。',
  },
  [ErrorCode.requestBodyMalformed]: {
    EN: 'The request body is not valid JSON.',
    TY: 'Hindi wastong JSON ang request body.',
    CN: '请求内容不是有效的 JSON。',
  },
  [ErrorCode.requestBodyTooLarge]: {
    EN: 'The request is too large.',
    TY: 'Masyadong malaki ang kahilingan.',
    CN: '请求内容过大。',
  },
  [ErrorCode.unsupportedMediaType]: {
    EN: 'This content type is not accepted here.',
    TY: 'Hindi tinatanggap dito ang ganitong content type.',
    CN: '不支持此内容类型。',
  },
  [ErrorCode.notFound]: {
    EN: 'The requested url is empty. please check your request format.',
    TY: 'Walang nahanap sa hiniling na url. Pakisuri ang format ng kahilingan.',
    CN: '请求的地址不存在，请检查请求格式。',
  },
  [ErrorCode.methodNotSupported]: {
    EN: 'http_method_not_support: this address does not accept {method}.',
    TY: 'http_method_not_support: hindi tumatanggap ng {method} ang address na ito.',
    CN: 'http_method_not_support：此地址不支持 {method}。',
  },
  [ErrorCode.functionNotAvailable]: {
    EN: '#543 This feature is under maintenance or not available.',
    TY: '#543 Ang feature na ito ay nasa maintenance o hindi available.',
    CN: '#543 此功能维护中或不可用。',
  },
  [ErrorCode.domainNotAvailable]: {
    EN: 'This site is not available. Please check the address.',
    TY: 'Hindi available ang site na ito. Pakisuri ang address.',
    CN: '该站点不可用，请检查地址。',
  },
  [ErrorCode.tooManyRequests]: {
    EN: 'Too many requests. Please try again later.',
    TY: 'Masyadong maraming kahilingan. Subukan muli mamaya.',
    CN: '请求过于频繁，请稍后再试。',
    TW: '請求過於頻繁，請稍後再試。',
  },
  [ErrorCode.internal]: {
    EN: 'Unknown error',
    TY: 'Hindi kilalang error',
    CN: '未知错误',
  },
  [ErrorCode.serverBusy]: {
    EN: 'The system is busy. Please try again in a moment.',
    TY: 'Abala ang system. Pakisubukan muli maya-maya.',
    CN: '系统繁忙，请稍后再试。',
  },
  [ErrorCode.storeUnavailable]: {
    EN: 'The service is temporarily unavailable. Please try again in a moment.',
    TY: 'Pansamantalang hindi available ang serbisyo. Pakisubukan muli maya-maya.',
    CN: '服务暂时不可用，请稍后再试。',
    TW: '服務暫時無法使用，請稍後再試。',
  },
  [ErrorCode.notReady]: {
    EN: 'Not ready: {parts}.',
    TY: 'Hindi pa handa: {parts}.',
    CN: '未就绪：{parts}。',
    TW: '未就緒：{parts}。',
  },
  metrics_unauthorized: {
    EN: 'Metrics token missing or wrong.',
    TY: 'Wala o mali ang metrics token.',
    CN: '监控令牌缺失或错误。',
    TW: '監控權杖缺失或錯誤。',
  },
  [IMAGE_UNPROCESSABLE]: {
    EN: 'This picture could not be processed. Please try a smaller image.',
    TY: 'Hindi maproseso ang larawang ito. Pakisubukan ang mas maliit na larawan.',
    CN: '无法处理此图片，请尝试较小的图片。',
    TW: '無法處理此圖片，請嘗試較小的圖片。',
  },
  member_not_found: {
    EN: 'No member with that id.',
    TY: 'Walang miyembro na may ganoong id.',
    CN: '没有该编号的会员。',
  },
  admin_unauthorized: {
    EN: 'Operator token missing or wrong.',
    TY: 'Wala o mali ang operator token.',
    CN: '运营令牌缺失或错误。',
  },
  merchant_not_found: {
    EN: 'No merchant with that code.',
    TY: 'Walang merchant na may ganoong code.',
    CN: '没有该代码的商户。',
  },
}
