import type { MessageTable } from './messages.ts'

/** Error texts of issue 8 (member centre, inbox, help, feedback), by errorCode; merged into the table in messages.ts. */
export const memberCentreMessages: MessageTable = {
}
