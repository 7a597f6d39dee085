/**
 * This browser's side of Web Push: whether it can receive pushes at all, the permission the member gave, and
 * the PushManager subscription made with the server's VAPID key (docs/api.md "Notifications"). The app's
 * service worker shows the pushes (public/push-sw.js); without one (a development server, a browser that
 * blocks service workers) there is nothing to subscribe with.
 */
import { needServiceWorker } from '@/lib/service-worker';

export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** Why turning notifications on did not happen. */
export class PushNotAllowed extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'dismissed') {
    super(reason);
    this.name = 'PushNotAllowed';
  }
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's worker registers a while after the first screen; this screen asks for it at once (lib/service-worker.ts). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration()) ?? needServiceWorker();
}

/** The VAPID key as PushManager takes it (base64url → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options?.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** The subscription made with this server key, if the browser holds one. */
export async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const subscription = (await (await registration())?.pushManager.getSubscription()) ?? null;
  return subscription && sameKey(subscription, keyBytes(publicKey)) ? subscription : null;
}

export async function readDeviceState(publicKey: string): Promise<{ state: DeviceState; subscription: PushSubscription | null }> {
  if (!pushSupported() || !(await registration())) return { state: 'unsupported', subscription: null };
  if (Notification.permission === 'denied') return { state: 'denied', subscription: null };
  const subscription = Notification.permission === 'granted' ? await currentSubscription(publicKey) : null;
  return { state: subscription ? 'on' : 'off', subscription };
}

/**
 * Asks for permission (the browser's own prompt) and subscribes with the server's key. A subscription made
 * with another key (the server's key was replaced) is dropped first, as the push service would refuse it.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const reg = pushSupported() ? await registration() : undefined;
  if (!reg) throw new PushNotAllowed('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAllowed(permission === 'denied' ? 'denied' : 'dismissed');
  // A worker registered just now (lib/service-worker.ts) may still be installing; a subscription needs it active.
  const active = reg.active ? reg : await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await active.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return active.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The subscription as the server takes it. */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
