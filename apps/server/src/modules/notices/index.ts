/**
 * What other modules may use of notices (docs/api.md "Notifications"; docs/architecture.md "Server module
 * shape"): `notify` is the only way to create a notice, inside the event's own transaction; channels are how
 * a module delivers notices another way (modules/index.ts `noticeChannels`).
 */
export { notify, type NotifyInput } from './notify.ts';
export type { NoticeParams } from './render-notice.ts';
export type { NoticeChannel, NoticeDelivery } from './notice-channels.ts';
export { deliverNotices, DELIVER_NOTICES_JOB } from './deliver-notices.ts';
export { noticeDeliveryHooks, noticesRoutes } from './notices.routes.ts';
