/** Pi mode test helpers: an app pointed at the Pi Platform API stand-in (@app/test-support startPiPlatform). */
import { startPiPlatform, type PiPlatformStandIn } from '@app/test-support';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { callFrom, newClientAddress } from '../../../test/factories.ts';
import { setSetting } from '../settings/settings.service.ts';
import { PI_SETTINGS } from './pi.settings.ts';

export interface PiTestApp {
  t: TestApp;
  pi: PiPlatformStandIn;
  close(): Promise<void>;
}

export async function createPiTestApp(env: Record<string, string> = {}): Promise<PiTestApp> {
  const pi = await startPiPlatform();
  const t = await createTestApp({ PI_API_KEY: pi.apiKey, PI_NETWORK: 'Pi Testnet', PI_PLATFORM_URL: pi.url, ...env });
  return {
    t,
    pi,
    async close() {
      await t.close();
      await pi.stop();
    },
  };
}

/** A member who signed in with Pi (registered by it, with `pi_signup_without_invite` on). */
export async function piMember(p: PiTestApp, username?: string) {
  await setSetting(PI_SETTINGS, p.t.app.ctx.db, 'pi_signup_without_invite', true);
  const user = p.pi.addUser(username ? { username } : {});
  const res = await callFrom(p.t, newClientAddress(), '/api/user/pilogin', { accessToken: user.accessToken });
  if (res.code !== 1) throw new Error(`pilogin refused: ${res.msg}`);
  return { ...user, token: res.data.userinfo.token, id: res.data.userinfo.id };
}
