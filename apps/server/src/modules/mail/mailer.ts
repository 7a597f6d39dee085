/**
 * Outgoing mail (docs/architecture.md "Many instances: chat, files and mail"): by default the log transport prints the message and keeps it in the
 * outbox table; with SMTP_URL set, nodemailer delivers it over SMTP. Either way the outbox records it.
 * A message's `secret` (a verification code) stays readable only where the log transport is the delivery
 * — there the log and outbox are how an operator hands the code on. With SMTP the mailbox is the only
 * place it belongs: the outbox row keeps the text with the secret masked, so a database reader or backup
 * cannot take over a registration or a password reset.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** text inside `text` kept out of the outbox table when the mail goes by SMTP */
  secret?: string;
}

const MASK = '******';

/** The text as the SMTP outbox row keeps it. */
export function maskSecret(message: MailMessage): string {
  return message.secret ? message.text.split(message.secret).join(MASK) : message.text;
}

export interface Mailer {
  readonly transport: 'log' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The log transport's outbox file: one JSON line per message, so a person or a script can read the code. */
export const OUTBOX_FILE = 'outbox.jsonl';

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  dataDir: string;
}): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const transport = smtp ? 'smtp' : 'log';

  async function record(message: MailMessage, status: 'sent' | 'failed', error = '') {
    await options.db
      .insertInto('mail_outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        body: transport === 'smtp' ? maskSecret(message) : message.text,
        transport,
        status,
        error,
        createtime: clock.now(),
      })
      .execute();
  }

  return {
    transport,
    async send(message) {
      if (!smtp) {
        options.log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          `mail to ${message.to}: ${message.text}`,
        );
        fs.mkdirSync(options.dataDir, { recursive: true });
        const line = JSON.stringify({ to: message.to, subject: message.subject, text: message.text, time: clock.now() });
        fs.appendFileSync(path.join(options.dataDir, OUTBOX_FILE), line + '\n');
        await record(message, 'sent');
        return;
      }
      try {
        await smtp.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
        await record(message, 'sent');
      } catch (err) {
        options.log.error({ err, to: message.to }, 'mail delivery failed');
        await record(message, 'failed', (err as Error).message);
        throw err;
      }
    },
    close() {
      smtp?.close();
    },
  };
}
