/**
 * Web Push as a notice channel (docs/api.md "Notifications": delivered by Web Push where the member
 * subscribed). The notices delivery pass hands it each committed notice once, already in the member's
 * language; failures are reported back to that pass, which logs them and carries on — the notice stays
 * in the notice centre either way.
 */
import type { NoticeChannel } from '../notices/index.ts';
import { sendPushToMember } from './send-push.ts';

export const pushNoticeChannel: NoticeChannel = async (ctx, { userId, notice }) => {
  const problems: string[] = [];
  const log = {
    warn: (obj: { err?: unknown; status?: number }, msg: string) =>
      problems.push(
        `${msg}${obj.status ? ` (${obj.status})` : ''}: ${obj.err instanceof Error ? obj.err.message : String(obj.err)}`,
      ),
  };
  const result = await sendPushToMember(ctx.db, userId, notice, log);
  if (result.failed > 0)
    throw new Error(`${result.failed} of ${result.sent + result.failed + result.dropped} pushes failed; ${problems[0]}`);
};
