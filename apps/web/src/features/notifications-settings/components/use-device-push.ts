/**
 * The main switch: whether this device receives notices by push. Turning it on asks the browser's permission,
 * subscribes with the server's key and hands the subscription to the server; off unsubscribes both sides.
 * A subscription the browser already holds is handed to the server again on opening the screen, so it
 * belongs to the member signed in now (one browser, another account).
 */
import { useCallback, useEffect, useState } from 'react';
import { removeSubscription, saveSubscription } from '../api/push';
import { PushNotAllowed, readDeviceState, subscribeDevice, subscriptionBody, type DeviceState } from './browser-push';

/** Why the switch did not turn on: the browser's answer, or a push service the browser could not reach. */
export type DeviceRefusal = PushNotAllowed['reason'] | 'failed';

export function useDevicePush(publicKey: string | undefined) {
  const [state, setState] = useState<DeviceState | undefined>();
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<DeviceRefusal | undefined>();

  useEffect(() => {
    if (!publicKey) return;
    let live = true;
    void readDeviceState(publicKey).then(async (read) => {
      if (!live) return;
      setState(read.state);
      setSubscription(read.subscription);
      if (read.subscription) await saveSubscription(subscriptionBody(read.subscription), true).catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [publicKey]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setRefusal(undefined);
    let made: PushSubscription;
    try {
      made = await subscribeDevice(publicKey);
    } catch (error) {
      // Not a permission answer: the browser could not register with its push service (offline, blocked).
      if (!(error instanceof PushNotAllowed)) return setRefusal('failed');
      setRefusal(error.reason);
      if (error.reason !== 'dismissed') setState(error.reason);
      return;
    }
    try {
      await saveSubscription(subscriptionBody(made));
      setSubscription(made);
      setState('on');
    } catch {
      // The request client has shown the server's refusal; the browser's subscription goes with it.
      await made.unsubscribe().catch(() => false);
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    if (!subscription) return;
    await removeSubscription(subscription.endpoint);
    await subscription.unsubscribe().catch(() => false);
    setSubscription(null);
    setState('off');
  }, [subscription]);

  const toggle = useCallback(
    async (on: boolean) => {
      setBusy(true);
      try {
        await (on ? turnOn() : turnOff());
      } catch {
        // A refused or failed request was shown by the request client; the switch stays where it was.
      } finally {
        setBusy(false);
      }
    },
    [turnOn, turnOff],
  );

  return { state, busy, refusal, toggle };
}
