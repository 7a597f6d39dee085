/**
 * Test factories for members (docs/architecture.md "Server module shape"). `registerMember` goes
 * the real way — mailed code read from the log outbox, then /api/user/register — from its own client
 * address so per-address rate limits do not couple tests; `createMember` inserts directly for setup.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PostPath, RouteReply, UserInfo } from '@app/contract';
import { clock } from '../src/core/clock.ts';
import { hashPassword } from '../src/core/passwords.ts';
import type { NewUser, UserRow } from '../src/modules/users/index.ts';
import { OUTBOX_FILE } from '../src/modules/mail/mailer.ts';
import { uniqueInviteCode } from '../src/modules/users/invite-code.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import type { ApiResult, TestApp, TestBody } from './test-app.ts';

export const TEST_PASSWORD = 'Secret123';

let sequence = 0;
const unique = () => `${Date.now().toString(36).slice(-4)}${(++sequence).toString(36)}`;
let addressCounter = 0;
/** A distinct client address per call site, e.g. for one simulated device. */
export const newClientAddress = () =>
  `10.${(++addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;

/** POST from a chosen client address (t.post always comes from 127.0.0.1), typed from the route map like t.post. */
export async function callFrom<P extends PostPath>(
  t: TestApp,
  remoteAddress: string,
  url: P,
  body?: TestBody<P>,
  options: { token?: string; locale?: string } = {},
): Promise<ApiResult<RouteReply<P>>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': options.locale ?? 'en' };
  if (options.token) headers.token = options.token;
  const raw = await t.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body ?? {}), remoteAddress });
  const json = raw.json();
  return { status: raw.statusCode, code: json.code, msg: json.msg, data: json.data, raw };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  time: number;
}

/** Every message the log transport wrote to DATA_DIR/outbox.jsonl, oldest first. */
export function readOutbox(t: TestApp): OutboxMail[] {
  const file = path.join(t.config.dataDir, OUTBOX_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The 6-digit code of the newest mail to `email`. */
export function lastCodeFor(t: TestApp, email: string): string {
  const mail = readOutbox(t)
    .filter((m) => m.to === email)
    .pop();
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Asks for a code and returns it as read from the outbox. */
export async function requestCode(t: TestApp, email: string, event: string, token?: string): Promise<string> {
  const res = await callFrom(t, newClientAddress(), '/api/ems/send', { email, event }, { token });
  if (res.code !== 1) throw new Error(`ems/send refused: ${res.msg}`);
  return lastCodeFor(t, email);
}

/**
 * One argon2id hash per password for the members and operators the tests insert: hashing takes ~20 ms of CPU at
 * the real cost (core/passwords.ts), and most share one password. Sign-in still verifies against it at that cost.
 */
const hashes = new Map<string, Promise<string>>();
export function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** A member inserted straight into the database (password TEST_PASSWORD unless given). */
export async function createMember(t: TestApp, fields: Partial<NewUser> & { password?: string } = {}): Promise<UserRow> {
  const { password = TEST_PASSWORD, ...rest } = fields;
  const name = `m${unique()}`;
  const now = clock.now();
  return insertUser(t.app.ctx.db, {
    username: name,
    email: `${name}@example.test`,
    nickname: name,
    password_hash: await hashOnce(password),
    invite_code: await uniqueInviteCode(t.app.ctx.db),
    createtime: now,
    updatetime: now,
    ...rest,
  });
}

const rootInviters = new WeakMap<TestApp, Promise<UserRow>>();
/** One inviter per test app, so registrations satisfy `invite_required`. */
export function rootInviter(t: TestApp): Promise<UserRow> {
  let inviter = rootInviters.get(t);
  if (!inviter) {
    inviter = createMember(t);
    rootInviters.set(t, inviter);
  }
  return inviter;
}

export interface RegisteredMember {
  token: string;
  userinfo: UserInfo;
  password: string;
}

export interface RegisterOverrides {
  username?: string;
  email?: string;
  password?: string;
  invite_code?: string;
}

/** Registers through the API with a mailed code; throws with the server's msg when refused. */
export async function registerMember(t: TestApp, overrides: RegisterOverrides = {}): Promise<RegisteredMember> {
  const name = overrides.username ?? `u${unique()}`;
  const email = overrides.email ?? `${name.toLowerCase()}@example.test`;
  const password = overrides.password ?? TEST_PASSWORD;
  const invite_code = overrides.invite_code ?? (await rootInviter(t)).invite_code;
  const code = await requestCode(t, email, 'register');
  const res = await callFrom(t, newClientAddress(), '/api/user/register', {
    username: name,
    email,
    password,
    code,
    invite_code,
  });
  if (res.code !== 1) throw new Error(`register refused: ${res.msg}`);
  return { token: res.data.userinfo.token, userinfo: res.data.userinfo, password };
}

/** Rows in a table, to show that a refused request created nothing. */
export async function countRows(
  t: TestApp,
  table: 'users' | 'user_tokens' | 'email_codes' | 'uploads' | 'mail_outbox',
): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
