import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';
import { getImage, signedInMember, uploadIdImage } from './verification.test-support.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInMember>>;
let image: { id: string; url: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t);
  const res = await uploadIdImage(t, owner.token, '#aa3366');
  expect(res).toMatchObject({ code: 1, msg: 'Uploaded' });
  image = res.data;
});
afterAll(() => t.close());

/** Every file under a directory, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

describe('private ID images (/api/user/uploadid, GET /api/user/idimage/:id)', () => {
  it('stores the re-encoded image outside the public uploads directory under 128 random bits', async () => {
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    expect(image.url).toBe(`/api/user/idimage/${image.id}`);
    expect(filesUnder(path.join(t.config.dataDir, 'uploads')).some((f) => f.includes(image.id))).toBe(false);
    expect(filesUnder(path.join(t.config.dataDir, 'private'))).toContain(`${image.id}.png`);
  });

  it('is not reachable through the static /uploads/ route under any spelling', async () => {
    for (const url of [
      `/uploads/${image.id}.png`,
      `/uploads/../private/${image.id}.png`,
      `/uploads/%2e%2e/private/${image.id}.png`,
      `/private/${image.id}.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('streams to its owner, without caching, as the stored PNG', async () => {
    const res = await getImage(t, image.url, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 48, 32]);
  });

  it('answers another member, a guest and an unknown id alike with 404', async () => {
    const other = await signedInMember(t);
    const foreign = await getImage(t, image.url, other.token);
    const guest = await getImage(t, image.url);
    const unknown = await getImage(t, `/api/user/idimage/${'0'.repeat(32)}`, owner.token);
    const garbage = await getImage(t, '/api/user/idimage/..%2f..%2fetc%2fpasswd', owner.token);
    for (const res of [foreign, guest, unknown, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 0, msg: 'Image not found', data: null });
    }
  });

  it('streams to an operator of any role that can view the review queues', async () => {
    for (const role of ['reviewer', 'super', 'support'] as const) {
      const res = await getImage(t, image.url, await adminToken(t, role));
      expect(res.statusCode, role).toBe(200);
    }
  });

  it('needs a signed-in member and a real image to upload', async () => {
    const before = await countRows(t, 'uploads');
    expect((await uploadIdImage(t, undefined)).status).toBe(401);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/user/uploadid',
      headers: { token: owner.token, 'content-type': 'multipart/form-data; boundary=x', 'accept-language': 'en' },
      payload: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--x--\r\n',
      ),
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().msg).toBe('Only JPEG, PNG or WebP images can be uploaded');
    expect(await countRows(t, 'uploads')).toBe(before);
  });
});
