/**
 * /api/ems/send (docs/api.md "User"): mails a verification code. No answer tells whether an address has an
 * account: register to a taken address mails its owner a notice instead of a code, resetpwd to an unknown
 * address mails nothing — both still record a code, so the one-per-minute rule answers alike too. Member
 * events mail the signed-in member's own address.
 */
import { LIMITS, MEMBER_EMAIL_EVENTS, type EmailEvent, type Locale } from '@app/contract';
import { rateLimited, refuse, unauthorized } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import { translate } from '../../core/i18n.ts';
import type { UserRow } from '../users/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailLocale } from '../users/member-language.ts';
import { findUserByEmail, type DbHandle } from '../users/index.ts';
import { deleteEmailCode, lastCodeTime, newEmailCode, storeEmailCode } from '../users/email-codes.ts';

export interface SendEmailCodeInput {
  event: EmailEvent;
  email?: string;
  /** the signed-in member, when the request carried a valid token */
  member?: UserRow;
  locale: Locale;
}

/** What is mailed: the code, a notice that the address already has an account, or nothing. */
type Delivery = 'code' | 'account_exists' | 'none';

/** The address the code goes to, what is really sent, and in which language (the account holder's own). */
async function recipientFor(
  db: DbHandle,
  input: SendEmailCodeInput,
): Promise<{ email: string; deliver: Delivery; locale: Locale }> {
  if ((MEMBER_EMAIL_EVENTS as readonly string[]).includes(input.event)) {
    if (!input.member) throw unauthorized();
    if (!input.member.email) throw refuse('auth.email_required');
    return { email: input.member.email, deliver: 'code', locale: mailLocale(input.member, input.locale) };
  }
  const email = input.email!;
  const owner = await findUserByEmail(db, email);
  const locale = mailLocale(owner, input.locale);
  if (input.event === 'register') return { email, deliver: owner ? 'account_exists' : 'code', locale };
  return { email, deliver: owner ? 'code' : 'none', locale };
}

export async function sendEmailCode(deps: { db: DbHandle; mailer: Mailer }, input: SendEmailCodeInput): Promise<void> {
  const { email, deliver, locale } = await recipientFor(deps.db, input);
  const last = await lastCodeTime(deps.db, email, input.event);
  const wait = last === undefined ? 0 : last + LIMITS.emailCodeCooldownSeconds - clock.now();
  if (wait > 0) throw rateLimited('auth.code_too_soon', { seconds: wait });

  const code = newEmailCode();
  const id = await storeEmailCode(deps.db, email, input.event, code);
  if (deliver === 'none') return;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const mail =
    deliver === 'code'
      ? {
          subject: t('mail.code_subject'),
          text: t('mail.code_body', { code, purpose: t(`mail.event_${input.event}`), minutes: LIMITS.emailCodeTtlSeconds / 60 }),
          secret: code,
        }
      : { subject: t('mail.account_exists_subject'), text: t('mail.account_exists_body') };
  try {
    await deps.mailer.send({ to: email, ...mail });
  } catch (err) {
    // An undelivered code must not hold the address in its one-minute cooldown.
    await deleteEmailCode(deps.db, id);
    throw err;
  }
}
