/**
 * The words for what moved the money (contract POSTING_KINDS; docs/api.md /api/user/getwaletlog `type`), in
 * the balance log and the points logs. A kind the app does not know (a record older than a rename) reads
 * as "Other", never as a raw key.
 */
import { isPostingKind } from '@app/contract';
import type { TFunction } from 'i18next';

export function postingKindLabel(t: TFunction, kind: string): string {
  return isPostingKind(kind) ? t(`wallet.kind_${kind}`) : t('wallet.kind_other');
}
