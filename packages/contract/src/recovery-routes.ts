import { z } from 'zod'
import {
  passwordEmailBodySchema,
  passwordResetBodySchema,
  passwordSmsBodySchema,
  passwordVerificationBodySchema,
} from './recovery.ts'
import { def } from './route-def.ts'

/** Password recovery (wire-contract §5); reset and verification travel encrypted. */
export const recoveryRoutes = {
  passwordEmail: def({
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'COMM3',
    body: passwordEmailBodySchema,
    value: z.null(),
  }),
  passwordReset: def({
    method: 'POST',
    path: '/wps/member/password/reset',
    moduleId: 'PASS3',
    body: passwordResetBodySchema,
    value: z.null(),
    encrypted: true,
  }),
  passwordSms: def({
    method: 'POST',
    path: '/wps/member/password/sms',
    flag: 'CHNGPASSVERIF3',
    moduleId: 'PWRESETSMS3',
    body: passwordSmsBodySchema,
    value: z.object({ expiredMinutes: z.number() }),
  }),
  passwordVerification: def({
    method: 'POST',
    path: '/wps/member/password/verification',
    flag: 'CHNGPASSVERIF3',
    moduleId: 'CHNGPASSVERIF3',
    body: passwordVerificationBodySchema,
    value: z.object({ userName: z.string() }),
    encrypted: true,
  }),
} as const
