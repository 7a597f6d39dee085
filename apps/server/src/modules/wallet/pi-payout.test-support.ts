/**
 * The rig of the app-to-user payout tests (docs/api.md "PI paid to a member signed in with Pi (app-to-user)"): the
 * Horizon and Pi Platform stand-ins on loopback, an app wallet funded on that Horizon and named as the app's
 * address to the Platform, and a test app in Pi mode paying with that wallet's secret, with the PI network read
 * through the stand-in.
 */
import { startHorizon, startPiPlatform, type HorizonStandIn, type PiPlatformStandIn } from '@app/test-support';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ADDRESSES, setConfig, walletOperator } from './wallet.test-support.ts';

export interface AppToUserRig {
  t: TestApp;
  horizon: HorizonStandIn;
  pi: PiPlatformStandIn;
  operator: string;
  wallet: { publicKey: string; secret: string };
  stop(): Promise<void>;
}

export async function startAppToUserRig(): Promise<AppToUserRig> {
  const horizon = await startHorizon();
  const pi = await startPiPlatform();
  const wallet = await horizon.fund('1000');
  pi.appAddress = wallet.publicKey;
  const t = await createTestApp({
    PI_PAYOUT_SECRET: wallet.secret,
    PI_API_KEY: pi.apiKey,
    PI_NETWORK: 'Pi Testnet',
    PI_PLATFORM_URL: pi.url,
  });
  const operator = await walletOperator(t);
  await setConfig(t, operator, 'wallet_deposit_addresses', { ...ADDRESSES, PI: { PI: wallet.publicKey } });
  await setConfig(t, operator, 'chain_networks', {
    PI: { kind: 'memo', confirmations: 1, horizon_url: horizon.url, network_passphrase: horizon.passphrase },
  });
  const stop = async () => {
    await t.close();
    await pi.stop();
    await horizon.stop();
  };
  return { t, horizon, pi, operator, wallet, stop };
}
