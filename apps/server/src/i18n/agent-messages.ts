import type { MessageTable } from './messages.ts'

/** Error texts of issue 9 (agent home and team), by errorCode; merged into the table in messages.ts. */
export const agentMessages: MessageTable = {
}
