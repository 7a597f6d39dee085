/**
 * Private image uploads (docs/api.md "Identity verification": ID images served only to their owner and to
 * reviewers, never by a guessable public URL): the same checks and re-encoding as /api/common/upload, stored outside the
 * public /uploads/ directory under 128 random bits, and found again only by that id. Which caller may
 * read one is the using feature's rule; this module only stores, finds and reads.
 */
import type { Db } from '../../db/database.ts';
import type { FileStorage } from './storage.ts';
import { storeImageUpload } from './upload.service.ts';

const EXTENSIONS = ['jpg', 'png', 'webp'] as const;
const PRIVATE_ID = /^[a-f0-9]{32}$/;

export interface PrivateImage {
  id: string;
  userId: number | null;
  mime: string;
  key: string;
}

export async function storePrivateImage(
  deps: { db: Db; storage: FileStorage },
  input: { bytes: Buffer; userId: number },
): Promise<{ id: string }> {
  const stored = await storeImageUpload(deps, { ...input, visibility: 'private' });
  return { id: stored.key.replace(/\.\w+$/, '') };
}

export async function findPrivateImage(db: Db, id: string): Promise<PrivateImage | undefined> {
  if (!PRIVATE_ID.test(id)) return undefined;
  const row = await db
    .selectFrom('uploads')
    .select(['user_id', 'mime', 'path'])
    .where('visibility', '=', 'private')
    .where(
      'path',
      'in',
      EXTENSIONS.map((ext) => `private/${id}.${ext}`),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id,
    userId: row.user_id === null ? null : Number(row.user_id),
    mime: row.mime,
    key: row.path.slice('private/'.length),
  };
}

export function readPrivateImage(storage: FileStorage, image: PrivateImage): Promise<Buffer | undefined> {
  return storage.get(image.key, 'private');
}
