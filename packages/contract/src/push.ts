/**
 * Web Push preferences (docs/api.md "Notifications", "Push preferences"): the notice groups a member does not
 * want pushed to their devices. Notices of those groups are still kept and listed in the notice centre.
 */
import { z } from 'zod';
import { NOTICE_GROUP_NAMES, type NoticeGroup } from './notices.ts';

const noticeGroupName = z.enum(NOTICE_GROUP_NAMES as [NoticeGroup, ...NoticeGroup[]], 'validation.invalid');

export const pushPrefsReply = z.object({
  groups_off: z.array(noticeGroupName).describe('notice groups not pushed (wallet, account, shop, p2p, community, safety)'),
});
export type PushPrefsReply = z.infer<typeof pushPrefsReply>;

export const pushSetPrefsBody = z.object({
  groups_off: z
    .array(noticeGroupName)
    .max(NOTICE_GROUP_NAMES.length, 'validation.too_long')
    .describe('the whole list of groups to switch off; every other group is pushed'),
});
