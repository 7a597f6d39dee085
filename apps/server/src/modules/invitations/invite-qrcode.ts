/**
 * The member's invitation link and its QR code (docs/product.md §7 /api/user/qrcode, §2 page/shareplacard): the link
 * opens registration with the code filled in (the web app reads ?invite_code= on #/user/register).
 */
import type { InviteQrcodeReply } from '@app/contract';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import { findInviteCode } from '../users/index.ts';

export function inviteUrl(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/$/, '')}/#/user/register?invite_code=${encodeURIComponent(code)}`;
}

export async function inviteQrcode(db: Db, userId: number, baseUrl: string): Promise<InviteQrcodeReply> {
  const code = await findInviteCode(db, userId);
  const url = inviteUrl(baseUrl, code);
  const qrcode = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
  return { invite_code: code, invite_url: url, url, qrcode };
}
