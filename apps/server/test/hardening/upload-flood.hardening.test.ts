/**
 * Upload flood: 40 small files that each decode to ~40 megapixels, sent at once over real HTTP, used to
 * hold every libuv thread and push sign-in to 5–30 s. With decodes taking turns (decode-queue.ts) and
 * uploads counted per member and address, sign-in keeps answering. Its p50/p99 during the flood are
 * measured here and printed beside the same sign-ins without the flood, in the same run (the target is a
 * p99 under 1 s; a figure, not an assertion, since a shared CI machine's load is not ours to fix). What is
 * asserted is why it holds: never more decodes at once than the queue allows, every sign-in answered, and
 * every upload answered with a stored image or a clear "busy" / "too many requests" refusal, never a 500.
 * The per-member and per-address limits are checked on their own.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDecodes } from '../../src/modules/common/decode-queue.ts';
import { UPLOAD_RATE } from '../../src/modules/common/upload.routes.ts';
import { issueMemberToken } from '../../src/modules/auth/session.service.ts';
import { createMember, TEST_PASSWORD } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let base: string;
let heavy: Buffer;
let light: Buffer;
let addressCounter = 0;
/** Each request names its own client through the trusted proxy hop, so only the limit under test counts. */
const nextAddress = () => `198.18.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  // ~40 megapixels of one colour: a PNG of ~100 KB that must be fully decoded to be re-encoded.
  heavy = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#3a7' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  light = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a73' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function memberToken(): Promise<{ token: string; username: string }> {
  const user = await createMember(t);
  return { token: (await issueMemberToken(t.app.ctx.db, user.id, 86400)).token, username: user.username };
}

async function upload(token: string, image: Buffer, address = nextAddress(), route = '/api/common/upload') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'flood.png');
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { token, 'accept-language': 'en', 'x-forwarded-for': address },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string }) };
}

async function timedLogin(username: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ account: username, password: TEST_PASSWORD }),
  });
  const body = (await res.json()) as { code: number };
  if (body.code !== 1) throw new Error(`login refused during the flood: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe('upload flood', () => {
  it('keeps sign-in answering while 40 heavy uploads arrive at once, decoding a bounded few at a time', async () => {
    const uploaders = await Promise.all([1, 2, 3, 4].map(() => memberToken()));
    const signer = await memberToken();
    await timedLogin(signer.username); // warm the route, not measured
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) quiet.push(await timedLogin(signer.username));

    const flood = Promise.all(Array.from({ length: 40 }, (_, i) => upload(uploaders[i % 4]!.token, heavy)));
    const latencies: number[] = [];
    let done = false;
    let mostDecoding = 0;
    const sampler = setInterval(() => (mostDecoding = Math.max(mostDecoding, imageDecodes.active)), 5);
    void flood.finally(() => (done = true));
    while (!done || latencies.length < 20) {
      latencies.push(await timedLogin(signer.username));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const replies = await flood;
    clearInterval(sampler);

    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms`;
    const stored = replies.filter((r) => r.code === 1).length;
    const busy = replies.filter((r) => r.msg === 'The server is busy with other images, please try again in a moment').length;
    console.log(
      `upload flood: ${latencies.length} sign-ins during the flood ${figures(latencies)} ` +
        `(max ${Math.max(...latencies).toFixed(0)} ms; target p99 < 1000 ms); the same sign-ins without it ${figures(quiet)}; ` +
        `uploads: ${stored} stored, ${busy} busy; at most ${mostDecoding} decoding at once`,
    );
    expect(mostDecoding).toBeGreaterThan(0);
    expect(mostDecoding).toBeLessThanOrEqual(2);
    expect(stored).toBeGreaterThan(0);
    expect(busy).toBeGreaterThan(0);
    for (const reply of replies) {
      expect([200, 429]).toContain(reply.status);
      if (reply.status === 429) expect(reply.code).toBe(0);
    }
  });

  it('counts uploads per member, whatever address they come from', async () => {
    const { token } = await memberToken();
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOAD_RATE.perMember; i++) statuses.push((await upload(token, light)).status);
    expect(statuses.slice(0, UPLOAD_RATE.perMember).every((s) => s === 200)).toBe(true);
    expect(statuses[UPLOAD_RATE.perMember]).toBe(429);
    const other = await memberToken();
    expect((await upload(other.token, light)).status).toBe(200);
  });

  it('adds up a member’s uploads across the upload routes (ID images too)', async () => {
    const { token } = await memberToken();
    expect((await upload(token, light, nextAddress(), '/api/user/uploadid')).status).toBe(200);
    for (let i = 1; i < UPLOAD_RATE.perMember; i++) expect((await upload(token, light)).status).toBe(200);
    expect(await upload(token, light, nextAddress(), '/api/user/uploadid')).toMatchObject({ status: 429, code: 0 });
  });

  it('counts uploads per address, whichever member sends them', async () => {
    const address = nextAddress();
    const members = await Promise.all(Array.from({ length: 4 }, () => memberToken()));
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOAD_RATE.perAddress; i++) statuses.push((await upload(members[i % 4]!.token, light, address)).status);
    expect(statuses.slice(0, UPLOAD_RATE.perAddress).every((s) => s === 200)).toBe(true);
    expect(statuses[UPLOAD_RATE.perAddress]).toBe(429);
    const last = await upload(members[0]!.token, light, address);
    expect(last).toMatchObject({ status: 429, code: 0, msg: 'Too many requests, please try again later' });
  });
});
