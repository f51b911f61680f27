import { useEffect, useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { LANGUAGE_EVENT } from '@/lib/i18n'

const REVALIDATE_AFTER_LANGUAGE_MS = 200

/**
 * accounts-and-access §4 Language change: errors already on screen are re-checked in the new
 * language once the switch settles (only the fields the person has touched).
 */
export function useRevalidateOnLanguage<T extends FieldValues, C>(form: UseFormReturn<T, C>) {
  const { touchedFields } = form.formState
  const touched = useRef<Path<T>[]>([])
  touched.current = (Object.keys(touchedFields) as Path<T>[]).filter(
    (name) => (touchedFields as Record<string, unknown>)[name] === true,
  )
  const { trigger } = form
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const revalidate = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (touched.current.length > 0) void trigger(touched.current)
      }, REVALIDATE_AFTER_LANGUAGE_MS)
    }
    window.addEventListener(LANGUAGE_EVENT, revalidate)
    return () => {
      window.removeEventListener(LANGUAGE_EVENT, revalidate)
      clearTimeout(timer)
    }
  }, [trigger])
}
