import { smallImageUrl } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, registerMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerMember(t)).token;
});
afterAll(() => t.close());

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----upload-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  filename: string,
  contentType: string,
  bytes: Buffer,
  options: { token?: string; locale?: string } = { token },
) {
  const body = multipart(filename, contentType, bytes);
  const headers: Record<string, string> = {
    'content-type': body.contentType,
    'accept-language': options.locale ?? 'en',
    host: 'app.example.test',
  };
  if (options.token) headers.token = options.token;
  const raw = await t.app.inject({ method: 'POST', url: '/api/common/upload', headers, payload: body.payload });
  const json = raw.json();
  return { status: raw.statusCode, code: json.code, msg: json.msg, data: json.data };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('/api/common/upload', () => {
  it('stores a real PNG under uploads/YYYY/MM with a random name and serves it', async () => {
    const before = await countRows(t, 'uploads');
    const res = await upload('holiday photo.png', 'image/png', await png(40, 30));
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(res.data.fullurl).toBe(`http://app.example.test${res.data.url}`);
    expect(await countRows(t, 'uploads')).toBe(before + 1);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
  });

  it('keeps a phone-sized WebP copy beside a large image for lists, cached for long', async () => {
    const res = await upload('wide.png', 'image/png', await png(1600, 900));
    const small = await t.app.inject({ method: 'GET', url: smallImageUrl(res.data.url) });
    expect(small.statusCode).toBe(200);
    expect(small.headers['cache-control']).toMatch(/max-age=\d{6,}.*immutable/);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 270]);
    const original = await t.app.inject({ method: 'GET', url: res.data.url });
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('re-encodes: a JPEG loses its EXIF data and is turned upright', async () => {
    const photo = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const res = await upload('photo.png', 'image/png', photo);
    expect(res.data.url).toMatch(/\.jpg$/);
    const stored = (await t.app.inject({ method: 'GET', url: res.data.url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 60]);
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses a text file renamed .png, whatever the client claims', async () => {
    const before = await countRows(t, 'uploads');
    const res = await upload('evil.png', 'image/png', Buffer.from('<?php echo "hello"; ?>\n'.repeat(20)));
    expect(res.status).toBe(400);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('Only JPEG, PNG or WebP images can be uploaded');
    const zh = await upload('evil.png', 'image/png', Buffer.from('plain text'), { token, locale: 'zh-CHT' });
    expect(zh.msg).toBe('只能上傳 JPEG、PNG 或 WebP 圖片');
    expect(await countRows(t, 'uploads')).toBe(before);
  });

  it('refuses other image formats (GIF, SVG)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload('a.gif', 'image/gif', gif)).msg).toBe('Only JPEG, PNG or WebP images can be uploaded');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await upload('a.png', 'image/png', svg)).msg).toBe('Only JPEG, PNG or WebP images can be uploaded');
  });

  it('refuses a file over 5 MiB with a 413 envelope', async () => {
    const before = await countRows(t, 'uploads');
    const res = await upload('big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 7));
    expect(res.status).toBe(413);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('The image must not be larger than 5 MB');
    expect(await countRows(t, 'uploads')).toBe(before);
  });

  it('refuses a pixel bomb: a small file that would decode to a huge image', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload('bomb.png', 'image/png', bomb);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('The image is too large in width and height');
  });

  it('needs a signed-in member and a file', async () => {
    const guest = await upload('a.png', 'image/png', await png(2, 2), {});
    expect(guest.status).toBe(401);
    expect(guest.code).toBe(401);
    const noFile = await t.post('/api/common/upload', {}, { token });
    expect(noFile.msg).toBe('Please choose an image to upload');
  });
});
