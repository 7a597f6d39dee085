/**
 * Each payment method kind's name, spelled out so every key is visible to the locale check. A module of its
 * own: the market's filters and ad terms name the kinds without loading the method card (picture viewer, toast).
 */
import type { P2pPayMethodType } from '@app/contract';

export const PAY_TYPE_LABEL: Record<P2pPayMethodType, string> = {
  bank: 'p2p.pm_type_bank',
  mobile: 'p2p.pm_type_mobile',
  other: 'p2p.pm_type_other',
};
