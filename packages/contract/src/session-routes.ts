import { z } from 'zod'
import {
  oauthCallbackQuerySchema,
  oauthExchangeBodySchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
} from './oauth.ts'
import {
  freeplayBodySchema,
  keyQuerySchema,
  loginAnswerSchema,
  loginBodySchema,
  memberInfoSchema,
  oaepKeySchema,
  passwordChangeBodySchema,
  smsSendBodySchema,
  smsSendValueSchema,
} from './session.ts'
import { def } from './route-def.ts'

/** Sign-in, session and member (wire-contract §2, §3, §4.2, §4.4, §5). */
export const sessionRoutes = {
  sessionLogin: def({
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    body: loginBodySchema,
    value: loginAnswerSchema,
    encrypted: true,
  }),
  sessionFreeplay: def({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    moduleId: 'FREEPLAY3',
    body: freeplayBodySchema,
    value: loginAnswerSchema,
  }),
  /** Also answers POST, which third-party clients use. */
  sessionLogout: def({
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    value: z.null(),
    auth: 'member',
  }),
  /** The same sign-out as POST, which third-party clients use. */
  sessionLogoutPost: def({
    method: 'POST',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    value: z.null(),
    auth: 'member',
  }),
  /** Google / Facebook sign-in (oauth.ts): answers a 302 to the provider, not an envelope. */
  oauthStart: def({
    method: 'GET',
    path: '/wps/session/oauth/:provider/start',
    params: oauthProviderParamsSchema,
    query: oauthStartQuerySchema,
    value: z.null(),
    raw: true,
  }),
  /** The provider's redirect back; answers a 302 to `/m/login?oauth=…` or `?oauthError=…`. */
  oauthCallback: def({
    method: 'GET',
    path: '/wps/session/oauth/:provider/callback',
    params: oauthProviderParamsSchema,
    query: oauthCallbackQuerySchema,
    value: z.null(),
    raw: true,
  }),
  oauthExchange: def({
    method: 'POST',
    path: '/wps/session/oauth/exchange',
    moduleId: 'COMM3',
    body: oauthExchangeBodySchema,
    value: loginAnswerSchema,
  }),
  /** Plain-text hex modulus of the legacy 1024-bit key (no envelope); merchants with legacyEncryption only. */
  sessionKeyLegacy: def({
    method: 'GET',
    path: '/wps/session/key/rsa',
    query: keyQuerySchema,
    value: z.string(),
    raw: true,
  }),
  /** Same path with `?scheme=oaep`: the modern key, in the envelope. */
  sessionKeyOaep: def({ method: 'GET', path: '/wps/session/key/rsa', query: keyQuerySchema, value: oaepKeySchema }),
  memberInfo: def({
    method: 'GET',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    value: memberInfoSchema,
    auth: 'member',
  }),
  memberPassword: def({
    method: 'POST',
    path: '/wps/member/password',
    moduleId: 'PASS3',
    body: passwordChangeBodySchema,
    value: z.null(),
    encrypted: true,
    auth: 'realMember',
  }),
  memberTrialUser: def({ method: 'GET', path: '/wps/member/trialuser', value: z.string() }),
  /** value: PNG, base64 without a data-URI prefix; the answer is bound to a cookie. */
  captcha: def({ method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', value: z.string() }),
  smsNoLogin: def({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    body: smsSendBodySchema,
    value: smsSendValueSchema,
  }),
} as const
