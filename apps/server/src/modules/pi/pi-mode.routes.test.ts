/**
 * Pi mode by configuration (docs/api.md "Pi app (Pi mode)", README "Pi mode"): start-up refuses partial or invalid
 * settings in one line; the headers let the Pi Browser and sandbox frame the app and load the Pi SDK only in Pi
 * mode, and are exactly the usual ones outside it; /validation-key.txt and /api/common/init's `pi`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { registerMember } from '../../../test/factories.ts';
import { adminToken } from '../admin/admin.test-support.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PI_ENV = { PI_API_KEY: 'test-server-api-key-0001', PI_NETWORK: 'Pi Testnet', PI_PLATFORM_URL: 'http://127.0.0.1:9' };
const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

/** The policy outside Pi mode, as docs/reliability.md "Security headers" has it (default tiles, no S3). */
const USUAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy as configured, without the member app's inline-script hashes, which exist only once it is built. */
const withoutInlineScripts = (policy: unknown) => String(policy).replace(/ 'sha256-[^']+'/g, '');

describe('Pi mode configuration', () => {
  it('stops start-up with one line naming the variable for partial or invalid settings', () => {
    const base = { NODE_ENV: 'test' };
    expect(() => loadConfig({ ...base, PI_API_KEY: 'test-server-api-key-0001' })).toThrow(
      /^Invalid configuration: PI_NETWORK must be set with PI_API_KEY/,
    );
    expect(() => loadConfig({ ...base, PI_NETWORK: 'Pi Testnet' })).toThrow(
      /^Invalid configuration: PI_NETWORK needs PI_API_KEY/,
    );
    expect(() => loadConfig({ ...base, PI_VALIDATION_KEY: 'abcdef0123456789' })).toThrow(/PI_VALIDATION_KEY needs PI_API_KEY/);
    expect(() => loadConfig({ ...base, ...PI_ENV, PI_NETWORK: 'Pi Mainnet' })).toThrow(
      /^Invalid configuration: PI_NETWORK must be "Pi Network" or "Pi Testnet"/,
    );
    expect(() => loadConfig({ ...base, ...PI_ENV, PI_PLATFORM_URL: 'not a url' })).toThrow(
      /^Invalid configuration: PI_PLATFORM_URL /,
    );
    expect(() => loadConfig({ ...base, ...PI_ENV, PI_SANDBOX: 'maybe' })).toThrow(/^Invalid configuration: PI_SANDBOX /);
    expect(() => loadConfig({ ...base, ...PI_ENV, PI_API_KEY: 'short' })).toThrow(/^Invalid configuration: PI_API_KEY /);
    expect(() => loadConfig({ ...base, ...PI_ENV, PI_VALIDATION_KEY: 'has a space in it' })).toThrow(/PI_VALIDATION_KEY/);
    expect(loadConfig(base).pi).toBeUndefined();
    const { PI_PLATFORM_URL: _url, ...withoutUrl } = PI_ENV;
    expect(loadConfig({ ...base, ...withoutUrl, PI_SANDBOX: '1' }).pi).toEqual({
      apiKey: 'test-server-api-key-0001',
      platformUrl: 'https://api.minepi.com',
      network: 'Pi Testnet',
      sandbox: true,
      validationKey: undefined,
    });
  });
});

describe('headers in and out of Pi mode', () => {
  it('outside Pi mode: the usual policy, X-Frame-Options DENY, no Pi paths', async () => {
    t = await createTestApp();
    for (const res of [await t.post('/api/common/init').then((r) => r.raw), await get(t, '/api/nowhere'), await get(t, '/')]) {
      expect(withoutInlineScripts(res.headers['content-security-policy'])).toBe(USUAL_CSP);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get(t, '/validation-key.txt')).statusCode).toBe(404);
    expect((await t.post('/api/user/pilogin', { accessToken: 'x' })).status).toBe(404);
    // After the guards: a guest hears 401 as on any guarded path, a member 404.
    expect((await t.post('/api/pi/approve', {})).status).toBe(401);
    const member = await registerMember(t);
    for (const path of ['/api/pi/approve', '/api/user/pilink', '/api/user/piunlink', '/api/user/pistatus'] as const)
      expect([path, (await t.post(path, { paymentId: 'p1', accessToken: 'x' }, { token: member.token })).status]).toEqual([
        path,
        404,
      ]);
    const init = await t.post('/api/common/init');
    expect(init.data.pi).toEqual({ enabled: false, sandbox: false, network: null, p2p_offchain: true });
    const status = await t.post('/api/admin/pi/status', {}, { token: await adminToken(t) });
    expect(status.data).toEqual({ enabled: false, sandbox: false, network: null });
  });

  it('in Pi mode: the Pi SDK script, the Pi Browser and sandbox frames, no X-Frame-Options', async () => {
    t = await createTestApp({ ...PI_ENV, PI_SANDBOX: 'true', PI_VALIDATION_KEY: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
    for (const res of [await t.post('/api/common/init').then((r) => r.raw), await get(t, '/api/nowhere'), await get(t, '/')]) {
      expect(withoutInlineScripts(res.headers['content-security-policy'])).toBe(
        USUAL_CSP.replace("script-src 'self'", "script-src 'self' https://sdk.minepi.com").replace(
          "frame-ancestors 'none'",
          "frame-ancestors 'self' https://app-cdn.minepi.com https://sandbox.minepi.com",
        ),
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const init = await t.post('/api/common/init');
    expect(init.data.pi).toEqual({ enabled: true, sandbox: true, network: 'Pi Testnet', p2p_offchain: true });
    const status = await t.post('/api/admin/pi/status', {}, { token: await adminToken(t) });
    expect(status.data).toEqual({ enabled: true, sandbox: true, network: 'Pi Testnet' });
    expect((await t.post('/api/admin/pi/status')).status).toBe(401);
  });

  it('serves PI_VALIDATION_KEY as plain text at /validation-key.txt, 404 without one', async () => {
    t = await createTestApp({ ...PI_ENV, PI_VALIDATION_KEY: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
    const res = await get(t, '/validation-key.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    await t.close();
    t = await createTestApp(PI_ENV);
    expect((await get(t, '/validation-key.txt')).statusCode).toBe(404);
  });
});
