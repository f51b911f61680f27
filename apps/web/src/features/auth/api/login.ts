import { type LoginBody, routes } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-client'
import { loginHeaders } from '../utils/login-device'

/**
 * `POST /wps/session/login` (wire-contract §3.1): the body travels encrypted (the API client seals
 * it because the contract marks the route `encrypted`).
 */
export const login = (body: LoginBody) => apiCall(routes.sessionLogin, { body, headers: loginHeaders(), auth: false })

// The login screen presents every failure itself (captcha, saved login, limiter message).
export const useLogin = () => useMutation({ mutationFn: login, meta: { errorToast: false } })
