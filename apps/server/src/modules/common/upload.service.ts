/**
 * Image uploads (docs/api.md "Common" /api/common/upload): only JPEG, PNG and WebP, recognised from the bytes
 * themselves (never the file name or the client's type), at most LIMITS.uploadMaxPixels so a small file
 * cannot expand into gigabytes (pixel flood), then decoded and re-encoded — auto-rotated, metadata such
 * as GPS position stripped — under a random server-made name in YYYY/MM/, with a small copy beside it
 * (public-image.ts).
 */
import { randomBytes } from 'node:crypto';
import { LIMITS } from '@app/contract';
import sharp from 'sharp';
import { AppError, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { DbHandle } from '../users/index.ts';
import { imageDecodes } from './decode-queue.ts';
import { putPublicImage, smallCopy } from './public-image.ts';
import type { FileStorage, Visibility } from './storage.ts';

const FORMATS = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
} as const;
type Format = keyof typeof FORMATS;

export const uploadTooLarge = () => new AppError('too_large', 'upload.too_large', { mb: LIMITS.uploadMaxBytes / (1024 * 1024) });

const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** A ZIP's end record sits in its last 64 KiB + 22 bytes, where archive readers look for it: an image whose
 * tail holds one is a polyglot (a JPEG that is also a ZIP), refused even though re-encoding would drop it. */
function hidesArchive(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - (65_535 + 22)));
  return tail.includes(ZIP_END_RECORD);
}

/** Reads only the header: what the bytes are and how large they would decode. */
async function sniff(bytes: Buffer): Promise<{ format: Format; width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('upload.not_image');
  }
  if (!meta.format || !Object.hasOwn(FORMATS, meta.format) || !meta.width || !meta.height) throw refuse('upload.not_image');
  if (meta.width * meta.height > LIMITS.uploadMaxPixels) throw refuse('upload.too_many_pixels');
  return { format: meta.format as Format, width: meta.width, height: meta.height };
}

async function reencode(bytes: Buffer, format: Format): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: LIMITS.uploadMaxPixels, failOn: 'error' })
      .rotate()
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A header that parses but a body that does not decode is not an image we keep.
    throw refuse('upload.not_image');
  }
}

/**
 * Everything that decodes, in one turn of the decode queue: the header check (a pixel flood is refused
 * before any pixel is decoded), the re-encode, and for a public image its small copy for lists; private
 * ones (ID documents) are only ever opened whole.
 */
async function decode(bytes: Buffer, visibility: Visibility) {
  const { format } = await sniff(bytes);
  if (hidesArchive(bytes)) throw refuse('upload.hidden_archive');
  const image = await reencode(bytes, format);
  const small = visibility === 'public' ? await smallCopy(image.data) : undefined;
  return { format, image, small };
}

function storageKey(ext: string, visibility: Visibility): string {
  // A private file is found again by its random name alone, so it gets no date folder.
  if (visibility === 'private') return `${randomBytes(16).toString('hex')}.${ext}`;
  const now = new Date(clock.now() * 1000);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

export interface StoredUpload {
  url: string;
  key: string;
}

export async function storeImageUpload(
  deps: { db: DbHandle; storage: FileStorage },
  /** an upload belongs to a member, or to an operator (console images such as news pictures) */
  input: { bytes: Buffer; userId?: number; adminId?: number; visibility?: Visibility },
): Promise<StoredUpload> {
  const visibility = input.visibility ?? 'public';
  if (input.bytes.length === 0) throw refuse('upload.missing');
  if (input.bytes.length > LIMITS.uploadMaxBytes) throw uploadTooLarge();
  const { format, image, small } = await imageDecodes.run(() => decode(input.bytes, visibility));
  const { ext, mime } = FORMATS[format];
  const key = storageKey(ext, visibility);
  const url = small
    ? await putPublicImage(deps.storage, key, image.data, mime, small)
    : await deps.storage.put(key, image.data, mime, visibility);
  await deps.db
    .insertInto('uploads')
    .values({
      user_id: input.userId ?? null,
      admin_id: input.adminId ?? null,
      path: url,
      visibility,
      mime,
      size: image.data.length,
      width: image.width,
      height: image.height,
      createtime: clock.now(),
    })
    .execute();
  return { url, key };
}
