/**
 * Security headers (docs/reliability.md "Security"): CSP (with the configured tile host and S3 public host for
 * images, data:/blob: for the poster and QR, ws:/wss: for chat), frame denial, nosniff, referrer policy on every
 * reply; HSTS only behind TLS — a trusted proxy's x-forwarded-proto https, or an https PUBLIC_URL — never on plain
 * HTTP.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends CSP, frame denial, nosniff and referrer policy on API replies, errors and pages', async () => {
    t = await createTestApp({ TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    for (const res of [await t.post('/api/common/init').then((r) => r.raw), await get(t, '/api/nowhere'), await get(t, '/')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.org(;|$)/);
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets images come from the S3 public host when uploads go to S3', async () => {
    t = await createTestApp({
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example.net/b',
    });
    const res = await t.post('/api/common/init');
    expect(String(res.raw.headers['content-security-policy'])).toMatch(/img-src [^;]*https:\/\/cdn\.example\.net/);
  });

  it('ignores x-forwarded-proto from an untrusted client, honours it behind a trusted proxy', async () => {
    t = await createTestApp();
    expect((await get(t, '/api/nowhere', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    await t.close();
    t = await createTestApp({ TRUST_PROXY: 'true' });
    expect((await get(t, '/api/nowhere', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get(t, '/api/nowhere', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on every reply when PUBLIC_URL is https', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.example.com' });
    expect((await get(t, '/api/nowhere')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
