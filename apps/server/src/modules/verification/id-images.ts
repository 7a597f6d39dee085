/**
 * Who may see a private ID image (docs/api.md "Identity verification": only its owner and reviewers): the member
 * who uploaded it, or an operator whose role can view review queues. Everyone else — guests, other
 * members, operators without the permission — gets the same 404 as for an id that does not exist.
 */
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { findAdminSession } from '../admin/admin-auth.service.ts';
import { can } from '../admin/permissions.ts';
import { findMemberByToken } from '../auth/session.service.ts';
import { findPrivateImage, readPrivateImage } from '../common/private-images.ts';
import type { FileStorage } from '../common/storage.ts';

async function mayView(db: Db, token: string | undefined, ownerId: number | null): Promise<boolean> {
  if (!token) return false;
  const member = await findMemberByToken(db, token);
  if (member) return member.user.status !== 'frozen' && member.user.id === ownerId;
  const admin = await findAdminSession(db, token);
  return admin !== undefined && can(admin.admin.role, 'review.view');
}

export async function openIdImage(
  deps: { db: Db; storage: FileStorage },
  input: { id: string; token?: string },
): Promise<{ mime: string; body: Buffer }> {
  const image = await findPrivateImage(deps.db, input.id);
  if (!image || !(await mayView(deps.db, input.token, image.userId))) throw notFound('verification.image_not_found');
  const body = await readPrivateImage(deps.storage, image);
  if (!body) throw notFound('verification.image_not_found');
  return { mime: image.mime, body };
}
