/**
 * Maps verification rows to the contract's replies: the member's view (ID number masked, image URLs for
 * the owner) and the reviewer's queue item (unmasked, the only place it is). Status words follow docs/api.md;
 * the review queue's vocabulary calls a failed submission "rejected".
 */
import { ID_IMAGE_PATH, maskIdNumber, type IdInfoReply, type ReviewItem } from '@app/contract';
import type { VerificationRow } from './verification.repository.ts';

type IdType = IdInfoReply['basic']['id_type'];

export const imageUrl = (id: string) => (id ? `${ID_IMAGE_PATH}${id}` : '');

const reasonOf = (row: VerificationRow | undefined) => (row?.status === 'failed' ? { reason: row.reason } : {});

export function presentBasic(row: VerificationRow | undefined): IdInfoReply['basic'] {
  return {
    status: row?.status ?? 'none',
    id_type: (row?.id_type || null) as IdType,
    name: row?.name ?? '',
    id_number: maskIdNumber(row?.id_number ?? ''),
    ...reasonOf(row),
    createtime: row?.createtime ?? null,
  };
}

export function presentAdvanced(
  row: VerificationRow | undefined,
  requires: IdInfoReply['advanced']['requires'],
): IdInfoReply['advanced'] {
  return {
    status: row?.status ?? 'none',
    ...reasonOf(row),
    createtime: row?.createtime ?? null,
    front_image: imageUrl(row?.front_image ?? ''),
    back_image: imageUrl(row?.back_image ?? ''),
    hand_image: imageUrl(row?.hand_image ?? ''),
    requires,
  };
}

const REVIEW_STATUS = { pending: 'pending', passed: 'passed', failed: 'rejected' } as const;

/**
 * A queue item. An advanced submission carries the member's passed basic document too, so the reviewer
 * can hold the photos against the name and number.
 */
export function presentReviewItem(row: VerificationRow, username: string, basic: VerificationRow | undefined): ReviewItem {
  const document = row.level === 'basic' ? row : basic;
  const images =
    row.level === 'advanced'
      ? { front_image: imageUrl(row.front_image), back_image: imageUrl(row.back_image), hand_image: imageUrl(row.hand_image) }
      : {};
  return {
    id: row.id,
    kind: 'verify',
    status: REVIEW_STATUS[row.status],
    user_id: row.user_id,
    username,
    createtime: row.createtime,
    detail: {
      level: row.level,
      id_type: document?.id_type ?? '',
      name: document?.name ?? '',
      id_number: document?.id_number ?? '',
      ...images,
      reason: row.reason,
      decidetime: row.decidetime,
    },
  };
}
