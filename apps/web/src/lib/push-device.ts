/**
 * Signing out stops pushes to this browser (docs/api.md "Notifications"): the server forgets the browser's
 * subscription while the member's token still works, and the browser drops it, so the next person to use this
 * device gets no notices of the one who left. Browsers without push, or without a subscription, have nothing to do.
 */
import { request } from './request';

export async function forgetPushDevice(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await request('/api/notice/push/unsubscribe', { endpoint: subscription.endpoint }, { quiet: true }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
