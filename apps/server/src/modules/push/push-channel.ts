/**
 * Web Push as a notice channel (docs/api.md "Notifications": delivered by Web Push where the member
 * subscribed). The notices delivery pass hands it each committed notice once, already in the member's
 * language. The pushes go out in the background: the pass delivers every member's notices in turn under a
 * time-limited claim, so one member's slow or unreachable push service (each send may wait 10 s) must not
 * hold up anyone else's. What fails is logged; the notice stays in the notice centre either way.
 */
import type { NoticeChannel } from '../notices/index.ts';
import { sendPushToMember, type PushLog } from './send-push.ts';

/** Members' pushes under way at once in this process; past this, a notice is not pushed (it is still listed). */
export const MAX_IN_FLIGHT = 200;

let inFlight = 0;
let log: PushLog = { warn: () => {} };
const running = new Set<Promise<unknown>>();

/** The server's logger, set when the module starts (push.routes.ts). */
export function usePushLog(logger: PushLog): void {
  log = logger;
}

/** Resolves when every push started so far has finished (tests, and a graceful stop). */
export async function pushesSettled(): Promise<void> {
  await Promise.all([...running]);
}

export const pushNoticeChannel: NoticeChannel = async (ctx, { userId, notice }) => {
  if (inFlight >= MAX_IN_FLIGHT) {
    log.warn({ user: userId, notice: notice.id }, 'web push skipped: too many pushes under way');
    return;
  }
  inFlight += 1;
  const sending = sendPushToMember(ctx.db, userId, notice, log).finally(() => {
    inFlight -= 1;
    running.delete(sending);
  });
  running.add(sending);
};
