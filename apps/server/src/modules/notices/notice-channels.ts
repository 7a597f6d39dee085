/**
 * Ways a notice leaves the server besides the list and the live socket (docs/api.md "Notifications"): mail
 * for the decisions that matter, Web Push where the member subscribed. A module adds a channel through
 * `noticeChannels` in its modules/index.ts entry, kept in the app's registry (ctx.registry.noticeChannels,
 * modules/registry.ts); the delivery pass (deliver-notices.ts) hands every channel
 * each notice once, after the event's transaction committed, already rendered in the member's language.
 */
import type { Locale, Notice } from '@app/contract';
import type { AppContext } from '../../core/context.ts';

export interface NoticeDelivery {
  userId: number;
  /** the member's language (users.lang, or the app's default before one is known) */
  lang: Locale;
  /** the member's mail address; '' when they have none */
  email: string;
  notice: Notice;
}

/**
 * Hands one notice on. A channel decides for itself whether the notice is its business (a type it carries,
 * a member who subscribed). A channel that throws is logged and does not hold up the others or the socket:
 * the notice stays listed in the app either way.
 */
export type NoticeChannel = (ctx: AppContext, delivery: NoticeDelivery) => Promise<void>;
