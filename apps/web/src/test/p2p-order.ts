/**
 * A P2P order as the server describes it to its taker (docs/api.md /api/ctoc/orderinfo), shared by the tests of
 * the screens that show one (the P2P feature's and the chat's Message button).
 */
import type { P2pOrder } from '@app/contract';

/** The counterpart's trader record on an order or an ad. */
export const trader = {
  nickname: 'Seller',
  avatar: '',
  orders_completed: 41,
  completion_rate: 0.9762,
  avg_release_seconds: 150,
  registered: 1_760_000_000,
  verified: true,
  feedback_positive: 0,
  feedback_negative: 0,
  positive_rate: null,
};

/** A pending wallet-settled buy of 8 PI from seller1 (member 12). */
export const walletOrder: P2pOrder = {
  id: 31,
  order_no: '20261123000031',
  ad_id: 4,
  type: 'buy',
  ad_type: 'sell',
  role: 'taker',
  coin: 'PI',
  quantity: '8.0000000',
  price: '0.500000',
  total_price: '4.000000',
  fee: '0.040000',
  pay_amount: '4.000000',
  pay_detail: { method: 'balance', coin: 'USDT', amount: '4.000000', fee: '0.040000', seller_receives: '3.960000' },
  matching_type: 'ad',
  status: 'pending',
  review: false,
  createtime: 1_795_000_000,
  expiretime: 1_795_000_900,
  confirmtime: 1_795_000_020,
  endtime: null,
  remaining_seconds: 905,
  cancel_reason: null,
  counterparty: { id: 12, username: 'seller1', nickname: 'Seller', mobile: '+23****6571' },
  settlement: 'wallet',
  counterparty_record: trader,
  pay_methods: [],
  pay_deadline: null,
  paidtime: null,
  appeal: null,
  actions: [],
  chat: { user_id: 12, context: { type: 'p2p_order', id: 31 } },
  fiat: null,
  feedback: { mine: null, theirs: null },
  reference: '23000031',
  cancel_request: null,
  chargeback: null,
};
