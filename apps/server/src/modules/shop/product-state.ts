/**
 * The goods' state machine (docs/product.md §4 "Goods status: published, not published, under review, review
 * rejected"; docs/api.md "review → listed or rejected; merchant toggles listed/unlisted; editing a listed
 * product sends it back to review"), as a pure table.
 *
 * Decision: an edit that changes what buyers see (name, price, description, images) sends any product
 * back to review — a rejected one is resubmitted, an unlisted one cannot be listed unreviewed. An edit
 * of the stock alone (or one that resends the same values) changes nothing a reviewer judged, so it
 * keeps the status.
 */
import type { ProductStatus } from '@app/contract';

export type ProductAction = 'pass' | 'reject' | 'publish' | 'unpublish' | 'edit';

const TRANSITIONS: Record<ProductAction, { from: readonly ProductStatus[]; to: ProductStatus }> = {
  pass: { from: ['review'], to: 'listed' },
  reject: { from: ['review'], to: 'rejected' },
  publish: { from: ['unlisted'], to: 'listed' },
  unpublish: { from: ['listed'], to: 'unlisted' },
  edit: { from: ['review', 'listed', 'unlisted', 'rejected'], to: 'review' },
};

/** The status after `action`, or undefined when it is not allowed from `status`. */
export function nextProductStatus(status: ProductStatus, action: ProductAction): ProductStatus | undefined {
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(status)) return undefined;
  return transition.to;
}

/** Where an edit leaves a product: back to review when it changes what buyers see. */
export function statusAfterEdit(status: ProductStatus, changesContent: boolean): ProductStatus {
  return changesContent ? nextProductStatus(status, 'edit')! : status;
}
