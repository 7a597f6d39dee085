/** The conversation with a member, for other features to link to ("message this seller", an author…). */
import { paths } from '@/config/paths';

export function chatPath(userId: number | string): string {
  return `${paths.chat}?to_id=${encodeURIComponent(String(userId))}`;
}
