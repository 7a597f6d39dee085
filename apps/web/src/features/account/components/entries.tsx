/**
 * The Me tab's ways to the other screens of spec §2, grouped the way wallet apps group them: the assets
 * card's actions, the order groups, the services grid, the member's shop, and the account list. Each
 * destination appears once; screens reached through another (the points page's exchange, the shop menu's
 * goods pages, the settings page's language and servers) are not repeated here.
 */
import {
  AddCircleOutline,
  BankcardOutline,
  BellOutline,
  BillOutline,
  CalendarOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  DownlandOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  LocationOutline,
  MessageOutline,
  MinusCircleOutline,
  ReceiptOutline,
  SendOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

export interface Entry {
  key: string;
  path: string;
  title: string;
  icon: ReactNode;
}

/** Under the balances: money in, out, to another member, and its history. */
export const ASSET_ACTIONS: Entry[] = [
  { key: 'recharge', path: paths.recharge, title: 'title.recharge', icon: <AddCircleOutline /> },
  { key: 'withdraw', path: paths.withdraw, title: 'title.withdraw', icon: <MinusCircleOutline /> },
  { key: 'transfer', path: paths.transfer, title: 'title.transfer', icon: <SendOutline /> },
  { key: 'log', path: paths.balanceLog, title: 'me.history', icon: <BillOutline /> },
];

/** What the member does in the community: trading, rewards, people and places. */
export const SERVICES: Entry[] = [
  { key: 'p2p', path: paths.business, title: 'title.business', icon: <HistogramOutline /> },
  { key: 'pay_methods', path: paths.payMethods, title: 'p2p.pm_title', icon: <BankcardOutline /> },
  { key: 'points', path: paths.points, title: 'title.go_score', icon: <GiftOutline /> },
  { key: 'signin', path: paths.signin, title: 'title.signin', icon: <CalendarOutline /> },
  { key: 'vip', path: paths.annualCard, title: 'title.annual_card', icon: <CollectMoneyOutline /> },
  { key: 'messages', path: paths.chatList, title: 'title.chatlist', icon: <MessageOutline /> },
  { key: 'notices', path: paths.notices, title: 'notices.title', icon: <BellOutline /> },
  { key: 'fans', path: paths.fans, title: 'title.fans', icon: <TeamOutline /> },
  { key: 'labels', path: paths.myLabels, title: 'title.my_labels', icon: <LocationOutline /> },
  { key: 'favorites', path: paths.favorites, title: 'title.favorites', icon: <StarOutline /> },
];

/** A merchant's shop: its management (goods, publishing) and its order centre. */
export const MERCHANT_ENTRIES: Entry[] = [
  { key: 'shopmenu', path: paths.shopMenu, title: 'title.shop_menu', icon: <UnorderedListOutline /> },
  { key: 'merchant_orders', path: paths.merchantOrders, title: 'title.merchant_orders', icon: <ReceiptOutline /> },
];

/** A member without a shop: how to open one, and the applications already sent. */
export const SHOP_ENTER_ENTRIES: Entry[] = [
  { key: 'shopenter', path: paths.shopEnter, title: 'title.shopenter', icon: <ShopbagOutline /> },
  { key: 'applications', path: paths.myApplications, title: 'title.my_applications', icon: <FileOutline /> },
];

/** The account itself; the download page is open to guests too. */
export const ACCOUNT_ENTRIES: Entry[] = [
  { key: 'verify', path: paths.authentication, title: 'title.authentication', icon: <CheckShieldOutline /> },
  { key: 'poster', path: paths.sharePoster, title: 'me.invite_friends', icon: <UserAddOutline /> },
  { key: 'download', path: paths.download, title: 'title.download', icon: <DownlandOutline /> },
];

/** Screens a guest may open without signing in (the rest lead to login first, spec §6). */
export const OPEN_TO_GUESTS = new Set<string>([paths.download]);

/** Spec §2 "Me": order groups, counted by the shop. */
export const ORDER_GROUPS = [
  { key: 'unpaid', title: 'me.to_pay' },
  { key: 'paid', title: 'me.to_ship' },
  { key: 'shipped', title: 'me.to_receive' },
  { key: 'completed', title: 'me.completed' },
] as const;

export const BUYER_ORDERS_PATH = paths.buyerOrders;
