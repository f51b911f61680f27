/**
 * The one way a form is built here (sign-in, registration, passwords, feedback, agent forms):
 * react-hook-form state checked by a schema derived from the contract's rules, every field
 * through `FormField`, the button and the server's refusal through `SubmitButton`. Edit this
 * folder when every form should change; a form's own rules stay beside that form.
 */
import { createContext, type FormHTMLAttributes, type ReactNode, useContext, useMemo } from 'react'
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form'

/**
 * Turns a field's error into what the person reads. Schema rules carry an i18n key in the
 * message; server refusals (set with type `server`) already carry the text.
 */
export type MessageText = (error: FieldProblem, field: string) => string
/** The part of a react-hook-form error a message is made from. */
export interface FieldProblem {
  type?: string
  message?: string
}

interface FormSettings {
  messageText: MessageText
  /** Editing a field takes its message away until the next submit (the account forms' habit). */
  clearOnEdit: boolean
}
const FormSettingsContext = createContext<FormSettings>({
  messageText: (error) => error.message ?? '',
  clearOnEdit: false,
})
export const useFormSettings = () => useContext(FormSettingsContext)
export const useMessageText = () => useFormSettings().messageText

export type FormProps<TValues extends FieldValues, TContext, TOut extends FieldValues> = {
  form: UseFormReturn<TValues, TContext, TOut>
  onSubmit: SubmitHandler<TOut>
  /** After a submit the rules refused (the fields show why; this is for anything more). */
  onInvalid?: SubmitErrorHandler<TValues>
  messageText?: MessageText
  clearOnEdit?: boolean
  children: ReactNode
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>

/** A `<form noValidate>` whose fields and submit button read `form` from context. */
export function Form<TValues extends FieldValues, TContext, TOut extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  messageText,
  clearOnEdit = false,
  children,
  ...rest
}: FormProps<TValues, TContext, TOut>) {
  const parent = useFormSettings()
  const settings = useMemo(
    () => ({ messageText: messageText ?? parent.messageText, clearOnEdit }),
    [messageText, parent.messageText, clearOnEdit],
  )
  return (
    <FormProvider {...form}>
      <FormSettingsContext.Provider value={settings}>
        <form
          noValidate
          {...rest}
          onSubmit={(event) => {
            void form.handleSubmit(onSubmit, onInvalid)(event)
          }}
        >
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  )
}
