import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createS3Storage } from './storage-s3.ts';

/** A real S3-compatible server (s3rver) on a free loopback port, with one bucket. */
let s3: S3rver;
let endpoint: string;
let s3Dir: string;
let t: TestApp;
let token: string;
const bucket = 'uploads';

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_PUBLIC_URL: 'https://cdn.example.test/uploads',
  });
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer) {
  const boundary = '----s3-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.webp"\r\nContent-Type: image/webp\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const raw = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
    payload,
  });
  return raw.json();
}

describe('upload storage in an S3-compatible bucket (S3_*)', () => {
  it('puts the re-encoded image in the bucket, not on disk, and serves it back through /uploads/', async () => {
    const image = await sharp({ create: { width: 24, height: 12, channels: 3, background: '#0a7' } })
      .webp()
      .toBuffer();
    const res = await upload(image);
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const key = res.data.url.slice('/uploads/'.length);
    expect(res.data.fullurl).toBe(`https://cdn.example.test/uploads/${key}`);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);

    // Read straight from the bucket with a separate client.
    const direct = createS3Storage(t.config.s3!);
    const stored = await direct.get(key);
    direct.close();
    expect(stored).toBeDefined();
    expect((await sharp(stored!).metadata()).format).toBe('webp');

    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(served.rawPayload, stored!)).toBe(0);
  });

  it('answers 404 for keys that are missing or not of our making', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/2026/01/00000000000000000000000000000000.png' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('keeps private ID images under private/ in the bucket, never served by /uploads/, only to their owner', async () => {
    const boundary = '----s3-private';
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a07' } })
      .png()
      .toBuffer();
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/user/uploadid',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
      payload,
    });
    const { id, url } = raw.json().data as { id: string; url: string };
    const direct = createS3Storage(t.config.s3!);
    expect(await direct.get(`${id}.png`, 'private')).toBeDefined();
    expect(await direct.get(`${id}.png`)).toBeUndefined();
    direct.close();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/private/${id}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
  });
});
