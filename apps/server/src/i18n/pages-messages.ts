import type { MessageTable } from './messages.ts'

/** Error texts of issue 8's inbox, help, feedback and pages, by errorCode; merged into messages.ts. */
export const pagesMessages: MessageTable = {
}
