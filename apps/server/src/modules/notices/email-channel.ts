/**
 * Mail for the decisions a member must not miss even without the app open (docs/api.md "Notifications"):
 * a withdrawal passed or rejected, identity verification passed or rejected, a dispute or a P2P appeal decided. The mail is
 * the notice itself in the member's language, sent through the configured mailer to the member's address;
 * with PUBLIC_URL set it carries the link into the app.
 */
import type { NoticeType } from '@app/contract';
import { translate } from '../../core/i18n.ts';
import type { NoticeChannel } from './notice-channels.ts';

export const MAILED_NOTICE_TYPES: ReadonlySet<NoticeType> = new Set<NoticeType>([
  'withdraw_passed',
  'withdraw_rejected',
  'verify_passed',
  'verify_rejected',
  'dispute_decided',
  'p2p_decided',
  // an offer alert is worth a mail (docs/api.md "P2P in the members' own money" → Alerts), as is a chargeback
  'p2p_alert',
  'p2p_chargeback',
]);

export const emailNoticeChannel: NoticeChannel = async (ctx, { email, lang, notice }) => {
  // A member registered by Pi sign-in has a reserved `.invalid` address (RFC 2606), which no mail reaches.
  if (!email || email.endsWith('.invalid') || !MAILED_NOTICE_TYPES.has(notice.type)) return;
  const origin = ctx.config.publicUrl;
  const open = origin ? `\n\n${translate(lang, 'notice.mail.open', { url: `${origin}/#${notice.link}` })}` : '';
  await ctx.mailer.send({ to: email, subject: notice.title, text: `${notice.body}${open}` });
};
