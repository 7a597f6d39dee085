/** Kysely table types of the mail module: the outbox every message is recorded in. */
import type { Generated } from 'kysely';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  transport: 'log' | 'smtp';
  status: 'sent' | 'failed';
  error: Generated<string>;
  createtime: number;
}
