/**
 * The language a member reads (docs/product.md §1: 9 languages; docs/api.md "Conventions": the request's language). The
 * app sends its language on every request; the member's last one is stored so mail that is not an answer
 * to their own request in that language — a password-reset code asked for from another device, the notice
 * that an address already has an account — still reaches them in it.
 */
import { LOCALES, type Locale } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from './users.tables.ts';
import type { DbHandle } from './users.repository.ts';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The stored language when there is one, else the request's (an address without an account, or a member from before). */
export function mailLocale(member: Pick<UserRow, 'lang'> | undefined, requestLocale: Locale): Locale {
  return member && isLocale(member.lang) ? member.lang : requestLocale;
}

/**
 * A language switch in the app reaches the server with the member's next request; mail follows it. Runs on
 * every signed-in request (registered with the auth guard from modules/index.ts).
 */
export async function rememberRequestLanguage(request: FastifyRequest, member: UserRow): Promise<void> {
  if (request.headers['accept-language']) await rememberLanguage(request.server.ctx.db, member, request.locale);
}

/** Stores the language a signed-in request came in; writes only when it changed. */
export async function rememberLanguage(db: DbHandle, member: UserRow, locale: Locale): Promise<void> {
  if (member.lang === locale) return;
  await db.updateTable('users').set({ lang: locale }).where('id', '=', member.id).execute();
  member.lang = locale;
}
