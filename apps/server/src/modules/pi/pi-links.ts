/**
 * Sign in with Pi and Pi links (docs/api.md "Pi app (Pi mode)" → "Sign in with Pi", "Link / unlink"). The Pi user
 * is always the one the Platform API's GET /v2/me names for the access token; a user the client sends is never read.
 */
import { LIMITS } from '@app/contract';
import { AppError, conflict, forbidden, refuse, type MessageKey } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { getSetting } from '../settings/settings.service.ts';
import { piSetting } from './pi.settings.ts';
import { uniqueInviteCode } from '../users/invite-code.ts';
import { findUserById, findUserByInviteCode, findUserByUsername, insertUser } from '../users/index.ts';
import { PiApiError, type PiPlatform, type PiUserDTO } from './pi-platform.ts';

/** Mail to the reserved `.invalid` domain goes nowhere (RFC 2606): a Pi-registered member has no address of their own. */
export const PI_EMAIL_DOMAIN = 'pi.invalid';

export interface PiLink {
  uid: string;
  user_id: number;
  pi_username: string;
  created_by_pi: number;
}

export function findLinkByUid(db: Db, uid: string): Promise<PiLink | undefined> {
  return db
    .selectFrom('pi_links')
    .select(['uid', 'user_id', 'pi_username', 'created_by_pi'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function findLinkByUser(db: Db, userId: number): Promise<PiLink | undefined> {
  return db
    .selectFrom('pi_links')
    .select(['uid', 'user_id', 'pi_username', 'created_by_pi'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The scope that lets the app send the member in-app notifications (docs/api.md "Notices in the Pi Browser"). */
export const PI_NOTIFY_SCOPE = 'in_app_notifications';
const notifyOf = (me: PiUserDTO) => (me.credentials?.scopes?.includes(PI_NOTIFY_SCOPE) ? 1 : 0);

/** Each sign-in or link says again whether the member grants in-app notifications (they may withdraw it in Pi). */
async function rememberNotify(db: Db, me: PiUserDTO): Promise<void> {
  await db
    .updateTable('pi_links')
    .set({ notify: notifyOf(me) })
    .where('uid', '=', me.uid)
    .execute();
}

/** A Platform API failure as the member reads it: a refused token is 401, anything else "try again" (503). */
export function piFailure(err: unknown, refusedKey: MessageKey = 'pi.token_invalid'): unknown {
  if (!(err instanceof PiApiError)) return err;
  if (err.status === 401) return new AppError('unauthorized', refusedKey);
  return new AppError('unavailable', 'pi.unavailable');
}

export async function verifiedPiUser(pi: PiPlatform, accessToken: string): Promise<PiUserDTO> {
  try {
    const me = await pi.me(accessToken);
    if (typeof me?.uid !== 'string' || !me.uid) throw new PiApiError(502, 'bad_reply');
    return me;
  } catch (err) {
    throw piFailure(err);
  }
}

/** The Pi username as one of ours: letters, digits and _, starting with a letter, within the length rule. */
function baseUsername(piUsername: string | undefined): string {
  let name = (piUsername ?? '').toLowerCase().replace(/[^a-z0-9_]/g, '');
  if (!/^[a-z]/.test(name)) name = `pi${name}`;
  name = name.slice(0, LIMITS.usernameMax - 4);
  return name.length >= LIMITS.usernameMin ? name : `${name}user`.slice(0, LIMITS.usernameMax - 4);
}

async function freeUsername(db: Db, piUsername: string | undefined): Promise<string> {
  const base = baseUsername(piUsername);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  throw new Error('no free username');
}

async function inviterFor(db: Db, inviteCode: string | undefined): Promise<UserRow | undefined> {
  const code = inviteCode?.trim().toUpperCase() ?? '';
  if (code) {
    const inviter = await findUserByInviteCode(db, code);
    if (!inviter) throw refuse('auth.invite_invalid');
    return inviter;
  }
  if ((await getSetting(db, 'invite_required')) && !(await piSetting(db, 'pi_signup_without_invite')))
    throw refuse('auth.invite_required');
  return undefined;
}

async function registerPiMember(db: Db, me: PiUserDTO, inviteCode: string | undefined, lang: string): Promise<UserRow> {
  const inviter = await inviterFor(db, inviteCode);
  const now = clock.now();
  const username = await freeUsername(db, me.username);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      username,
      email: `${me.uid.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64)}@${PI_EMAIL_DOMAIN}`,
      nickname: me.username ?? username,
      // No password: verifyPassword refuses an empty hash, so this member signs in with Pi only.
      password_hash: '',
      invite_code: await uniqueInviteCode(trx),
      inviter_id: inviter?.id ?? null,
      lang,
      createtime: now,
      updatetime: now,
    });
    await trx
      .insertInto('pi_links')
      .values({
        uid: me.uid,
        user_id: user.id,
        pi_username: me.username ?? '',
        created_by_pi: 1,
        createtime: now,
        notify: notifyOf(me),
      })
      .execute();
    return user;
  });
}

/** A frozen member stays out, however they sign in (as auth/login-member.ts). */
function signInable(user: UserRow): UserRow {
  if (user.status === 'frozen') throw forbidden('auth.frozen');
  return user;
}

/** The member the Pi user is linked to, or a new one; two first sign-ins at once end with one member. */
export async function piSignIn(
  db: Db,
  pi: PiPlatform,
  input: { accessToken: string; inviteCode?: string; lang: string },
): Promise<{ user: UserRow; created: boolean }> {
  const me = await verifiedPiUser(pi, input.accessToken);
  const link = await findLinkByUid(db, me.uid);
  if (link) {
    await rememberNotify(db, me);
    return { user: signInable((await findUserById(db, link.user_id))!), created: false };
  }
  try {
    return { user: await registerPiMember(db, me, input.inviteCode, input.lang), created: true };
  } catch (err) {
    // A twin request linked this uid first (pi_links' primary key): sign in as that member.
    const raced = await findLinkByUid(db, me.uid);
    if (raced) return { user: signInable((await findUserById(db, raced.user_id))!), created: false };
    throw err;
  }
}

export async function linkPi(db: Db, pi: PiPlatform, userId: number, accessToken: string): Promise<PiLink> {
  const me = await verifiedPiUser(pi, accessToken);
  const [byUid, byUser] = [await findLinkByUid(db, me.uid), await findLinkByUser(db, userId)];
  if (byUid && byUid.user_id !== userId) throw conflict('pi.uid_taken');
  if (byUid) {
    await rememberNotify(db, me);
    return byUid;
  }
  if (byUser) throw conflict('pi.already_linked');
  const link = { uid: me.uid, user_id: userId, pi_username: me.username ?? '', created_by_pi: 0, notify: notifyOf(me) };
  try {
    await db
      .insertInto('pi_links')
      .values({ ...link, createtime: clock.now() })
      .execute();
  } catch (err) {
    // The unique uid or member: a parallel link got there first.
    const now = await findLinkByUid(db, me.uid);
    if (now?.user_id === userId) return now;
    throw now ? conflict('pi.uid_taken') : (await findLinkByUser(db, userId)) ? conflict('pi.already_linked') : err;
  }
  return link;
}

/** The member's link as Settings shows it (docs/api.md /api/user/pistatus); unlinking follows unlinkPi's rule. */
export async function piLinkStatus(db: Db, userId: number): Promise<{ pi_username: string | null; can_unlink: boolean }> {
  const link = await findLinkByUser(db, userId);
  if (!link) return { pi_username: null, can_unlink: false };
  const user = await findUserById(db, userId);
  return { pi_username: link.pi_username, can_unlink: canSignInWithoutPi(user) };
}

function canSignInWithoutPi(user: UserRow | undefined): boolean {
  return Boolean(user?.password_hash) && !user!.email.endsWith(`@${PI_EMAIL_DOMAIN}`);
}

export async function unlinkPi(db: Db, userId: number): Promise<void> {
  const link = await findLinkByUser(db, userId);
  if (!link) return;
  const user = await findUserById(db, userId);
  if (!canSignInWithoutPi(user)) throw refuse('pi.unlink_needs_password');
  await db.deleteFrom('pi_links').where('user_id', '=', userId).execute();
}
