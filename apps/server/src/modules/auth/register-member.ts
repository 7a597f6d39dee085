/**
 * /api/user/register (docs/api.md "User", docs/product.md §5): a new member from username, email, password, the mailed
 * code and — while the operator setting `invite_required` is on — an existing member's invitation code.
 * Every rule is checked before anything is written; the code is spent in the same transaction as the insert.
 * Whether a username or an address is taken is not said before the mailed code is proved (then a taken
 * username is said, so the member picks another), and requests per mailbox are limited (core/attempts.ts windows).
 */
import type { Locale, RegisterBody } from '@app/contract';
import { refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { UserRow } from '../users/index.ts';
import { getSetting } from '../settings/settings.service.ts';
import { uniqueInviteCode } from '../users/invite-code.ts';
import { findUserByEmail, findUserByInviteCode, findUserByUsername, insertUser, type DbHandle } from '../users/index.ts';
import { checkEmailCode, limitPerEmail, spendEmailCode } from '../users/email-codes.ts';

async function findInviter(db: DbHandle, inviteCode: string | undefined): Promise<UserRow | undefined> {
  const code = inviteCode?.trim().toUpperCase() ?? '';
  if (!code) {
    if (await getSetting(db, 'invite_required')) throw refuse('auth.invite_required');
    return undefined;
  }
  const inviter = await findUserByInviteCode(db, code);
  if (!inviter) throw refuse('auth.invite_invalid');
  return inviter;
}

async function refuseTaken(db: DbHandle, username: string, email: string): Promise<void> {
  if (await findUserByUsername(db, username)) throw refuse('auth.username_taken');
  if (await findUserByEmail(db, email)) throw refuse('auth.email_taken');
}

/** `locale`: the language the member registers in, kept for the mail they will get (users/member-language.ts). */
export async function registerMember(db: DbHandle, input: RegisterBody, locale: Locale): Promise<UserRow> {
  await limitPerEmail(db, 'register', input.email);
  const inviter = await findInviter(db, input.invite_code);
  // A taken username or address is said only to whoever holds a code mailed to that address, so this form
  // cannot probe which names or addresses exist.
  const codeId = await checkEmailCode(db, input.email, 'register', input.code);
  if (await findUserByUsername(db, input.username)) throw refuse('auth.username_taken');
  if (await findUserByEmail(db, input.email)) throw refuse('auth.email_taken');
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  try {
    return await db.transaction().execute(async (trx) => {
      await spendEmailCode(trx, codeId);
      return insertUser(trx, {
        username: input.username,
        email: input.email,
        nickname: input.username,
        password_hash: passwordHash,
        invite_code: await uniqueInviteCode(trx),
        inviter_id: inviter?.id ?? null,
        lang: locale,
        createtime: now,
        updatetime: now,
      });
    });
  } catch (err) {
    // Two registrations racing for one name: the unique indexes stop the second; say which name.
    await refuseTaken(db, input.username, input.email);
    throw err;
  }
}
