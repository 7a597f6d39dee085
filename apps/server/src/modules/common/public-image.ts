/**
 * Stores a public image together with its small copy (packages/contract images.ts): uploads and the demo
 * pictures go through here, so every list image has a phone-sized version beside the original.
 */
import { SMALL_IMAGE_WIDTH, smallImageUrl } from '@app/contract';
import sharp from 'sharp';
import type { FileStorage } from './storage.ts';

/** The phone-sized copy of an image (decodes it: uploads make it inside their decode turn, decode-queue.ts). */
export function smallCopy(body: Buffer): Promise<Buffer> {
  return sharp(body).resize({ width: SMALL_IMAGE_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}

export async function putPublicImage(
  storage: FileStorage,
  key: string,
  body: Buffer,
  contentType: string,
  small?: Buffer,
): Promise<string> {
  small ??= await smallCopy(body);
  const url = await storage.put(key, body, contentType);
  await storage.put(smallImageUrl(key), small, 'image/webp');
  return url;
}
