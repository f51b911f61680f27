import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'

/**
 * The set-up of the account forms (change password, reset link, forgot by email): `schema` checks
 * on submit and again only on the next submit; `later` runs the step after the success toast
 * (leaving the screen), cancelled if the form goes away first.
 */
export function useAccountForm<V extends FieldValues>(schema: z.ZodType<V, V>, defaultValues: DefaultValues<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), reValidateMode: 'onSubmit', defaultValues })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const later = useCallback((step: () => void, ms: number) => {
    timer.current = setTimeout(step, ms)
  }, [])
  return { form, later }
}
