/** The merchant's orders per group and those needing action (lib/merchant-counts.ts, shared with the Me tab). */
export { getMerchantCounts, useMerchantCounts } from '@/lib/merchant-counts';
