/**
 * Texts of error answers, by errorCode and language: one table per area (`<area>-messages.ts`),
 * composed here. Languages without an entry fall back to EN. `{name}` placeholders are filled
 * from the error's params; `{field}` reads as the form's label of that field.
 */
import type { Language } from '@parlor/contract'
import { agentMessages } from './agent-messages.ts'
import { boContentMessages } from './bo-content-messages.ts'
import { boMembersMessages } from './bo-members-messages.ts'
import { cashierMessages } from './cashier-messages.ts'
import { commonMessages } from './common-messages.ts'
import { gamesMessages } from './games-messages.ts'
import { lotteryMessages } from './lottery-messages.ts'
import { memberCentreMessages } from './member-centre-messages.ts'
import type { MessageTable } from './message-table.ts'
import { pagesMessages } from './pages-messages.ts'
import { FIELD_LABELS, registrationMessages } from './registration-messages.ts'
import { sessionMessages } from './session-messages.ts'
import { staffMessages } from './staff-messages.ts'
import { vendorsMessages } from './vendors-messages.ts'

export type { MessageTable } from './message-table.ts'

const MESSAGES: MessageTable = {
  ...commonMessages,
  ...sessionMessages,
  ...staffMessages,
  ...gamesMessages,
  ...registrationMessages,
  ...agentMessages,
  ...memberCentreMessages,
  ...pagesMessages,
  ...cashierMessages,
  ...vendorsMessages,
  ...lotteryMessages,
  ...boContentMessages,
  ...boMembersMessages,
}

export function translate(code: string, language: Language, params: Record<string, string> = {}): string {
  const entry = MESSAGES[code]
  const text = entry ? (entry[language] ?? entry.EN) : code
  return text.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k] ?? ''
    const label = k === 'field' ? FIELD_LABELS[v] : undefined
    return label ? (label[language] ?? label.EN) : v
  })
}

export function hasMessage(code: string): boolean {
  return code in MESSAGES
}
