/**
 * Notices through the Pi Platform's in-app notifications (docs/api.md "Pi app (Pi mode)" → "Notices in the Pi
 * Browser"): a notice channel (docs/architecture.md "Notices on the server") for members whose last Pi sign-in
 * or link granted `in_app_notifications`. The delivery pass hands it each committed notice once, already in the
 * member's language; the call goes out in the background so a slow Platform API (10 s at most) holds up no
 * one else's notices. A failure is logged and not retried: the notice stays in the notice centre either way.
 */
import type { NoticeChannel } from '../notices/index.ts';
import { piPlatform, type PiNotification } from './pi-platform.ts';

export interface PiNoticeLog {
  warn(details: object, message: string): void;
}

/** Where a notice without a link of its own opens: the notice centre (docs/api.md "Notifications"). */
const NOTICE_CENTRE = '/my/notices';

let log: PiNoticeLog = { warn: () => {} };
const running = new Set<Promise<unknown>>();

/** The server's logger, set when the module starts (pi.routes.ts). */
export function usePiNoticeLog(logger: PiNoticeLog): void {
  log = logger;
}

/** Resolves when every notification started so far has been answered (tests, and a graceful stop). */
export async function piNoticesSettled(): Promise<void> {
  await Promise.all([...running]);
}

export const piNoticeChannel: NoticeChannel = async (ctx, { userId, notice }) => {
  const config = ctx.config.pi;
  if (!config) return;
  const link = await ctx.db
    .selectFrom('pi_links')
    .select('uid')
    .where('user_id', '=', userId)
    .where('notify', '=', 1)
    .executeTakeFirst();
  if (!link) return;
  const item: PiNotification = {
    title: notice.title.slice(0, 100),
    body: notice.body.slice(0, 500),
    user_uid: link.uid,
    subroute: notice.link.startsWith('/') ? notice.link : NOTICE_CENTRE,
  };
  const sending = piPlatform(config)
    .notify([item])
    .then(
      () => undefined,
      (err: unknown) => log.warn({ user: userId, notice: notice.id, err: String(err) }, 'Pi in-app notification not sent'),
    )
    .finally(() => running.delete(sending));
  running.add(sending);
};
