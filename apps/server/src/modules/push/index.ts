/** What other modules use of push: delivering a notice to a member's browsers (the `push` notice channel). */
export { sendPushToMember, type PushNotice, type PushResult } from './send-push.ts';
