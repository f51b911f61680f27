/**
 * Where mail goes. The default `outbox` keeps every message in the database for developers
 * (`npm run mail:outbox`); `smtp` hands it to an SMTP server through nodemailer when
 * PARLOR_SMTP_URL is set.
 */
import { desc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  readonly name: string
  send(message: MailMessage): Promise<void>
}

export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    name: 'outbox',
    async send(m) {
      await db.insert(mailOutbox).values({ to: m.to, subject: m.subject, body: m.text })
      log.info({ to: m.to, subject: m.subject }, 'mail written to the outbox (npm run mail:outbox)')
    },
  }
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text })
    },
  }
}

export type MailOutboxRow = typeof mailOutbox.$inferSelect

export async function newestOutbox(db: Db, limit: number): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
}
