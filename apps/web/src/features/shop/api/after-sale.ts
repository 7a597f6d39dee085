/**
 * docs/api.md "Delivery addresses and after-sale": the buyer asks for a refund, the merchant accepts or rejects
 * it, and either side takes a rejection to the platform as a dispute. Each answers with the order.
 */
import type { DisputeBody, Order, RefundBody, RefundReplyBody } from '@app/contract';
import { request } from '@/lib/request';
import { useOrderMutation } from './order-mutation';

export const useRequestRefund = () =>
  useOrderMutation((body: RefundBody): Promise<Order> => request('/api/order/refund', body, { loading: true }));

export const useReplyRefund = () =>
  useOrderMutation((body: RefundReplyBody): Promise<Order> => request('/api/order/refundreply', body, { loading: true }));

export const useOpenDispute = () =>
  useOrderMutation((body: DisputeBody): Promise<Order> => request('/api/order/dispute', body, { loading: true }));
