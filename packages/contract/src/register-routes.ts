import { z } from 'zod'
import {
  affiliateQuerySchema,
  registerAnswerSchema,
  registerBodySchema,
  registerSmsBodySchema,
  usernameCheckQuerySchema,
} from './register.ts'
import { def } from './route-def.ts'

/** Registration (wire-contract §4); the two register calls travel encrypted. */
export const registerRoutes = {
  register: def({
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'REG3',
    body: registerBodySchema,
    value: registerAnswerSchema,
    encrypted: true,
  }),
  registerMobile: def({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'MOBILENUMREG3',
    body: registerBodySchema,
    value: registerAnswerSchema,
    encrypted: true,
  }),
  checkUsername: def({ method: 'GET', path: '/wps/check/username', query: usernameCheckQuerySchema, value: z.null() }),
  affiliateCheck: def({
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: 'AFFMAN3',
    query: affiliateQuerySchema,
    value: z.object({ code: z.string() }),
  }),
  smsRegister: def({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: 'REGMOBVERF3',
    body: registerSmsBodySchema,
    value: z.object({ expiredMinutes: z.number() }),
  }),
} as const
