/**
 * The Me tab's ways to the other screens of docs/product.md §2, grouped the way wallet apps group them: the assets
 * card's actions and the order groups here, the services grid, the member's shop and the account list below
 * them (lower-entries.tsx). Each destination appears once; screens reached through another (the points page's
 * exchange, the shop menu's goods pages, the settings page's language and servers) are not repeated.
 */
import { AddCircleOutline, BillOutline, MinusCircleOutline, SendOutline } from 'antd-mobile-icons';
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

/** Screens a guest may open without signing in (the rest lead to login first, docs/product.md §6). */
export const OPEN_TO_GUESTS = new Set<string>([paths.download]);

/** Spec §2 "Me": order groups, counted by the shop. */
export const ORDER_GROUPS = [
  { key: 'unpaid', title: 'me.to_pay' },
  { key: 'paid', title: 'me.to_ship' },
  { key: 'shipped', title: 'me.to_receive' },
  { key: 'completed', title: 'me.completed' },
] as const;

export const BUYER_ORDERS_PATH = paths.buyerOrders;
