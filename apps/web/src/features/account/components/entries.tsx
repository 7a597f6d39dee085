/**
 * The Me tab's entries to every other screen of spec §2, so each route is reachable from the interface
 * (the screens themselves arrive with later issues).
 */
import {
  BankcardOutline,
  CalendarOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  EditSOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  LocationOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  SearchOutline,
  SendOutline,
  SetOutline,
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

export const ENTRIES: Entry[] = [
  { key: 'wallet', path: '/page/wallet/wallet', title: 'title.wallet', icon: <PayCircleOutline /> },
  { key: 'balance', path: '/page/balance/balance', title: 'title.balance', icon: <BankcardOutline /> },
  { key: 'points', path: '/go_score/go_score', title: 'title.go_score', icon: <GiftOutline /> },
  { key: 'signin', path: '/user/signin', title: 'title.signin', icon: <CalendarOutline /> },
  { key: 'p2p', path: '/page/business/business', title: 'title.business', icon: <HistogramOutline /> },
  { key: 'transfer', path: '/page/transferring/transferring', title: 'title.transfer', icon: <SendOutline /> },
  { key: 'vip', path: '/page/annualcard/annualcard', title: 'title.annual_card', icon: <CollectMoneyOutline /> },
  { key: 'verify', path: '/page/authentication/authentication', title: 'title.authentication', icon: <CheckShieldOutline /> },
  { key: 'labels', path: '/label/mylabel', title: 'title.my_labels', icon: <LocationOutline /> },
  { key: 'favorites', path: '/user/mylablelist', title: 'title.favorites', icon: <StarOutline /> },
  { key: 'shopenter', path: '/shopenter/shopenter', title: 'title.shopenter', icon: <ShopbagOutline /> },
  { key: 'applications', path: '/shopenter/myapplications', title: 'title.my_applications', icon: <FileOutline /> },
  { key: 'shopmenu', path: '/shop/shopmenu/shopmenu', title: 'title.shop_menu', icon: <UnorderedListOutline /> },
  { key: 'fans', path: '/my/fans', title: 'title.fans', icon: <TeamOutline /> },
  { key: 'messages', path: '/my/chatlist', title: 'title.chatlist', icon: <MessageOutline /> },
  { key: 'poster', path: '/page/shareplacard/shareplacard', title: 'title.share_poster', icon: <UserAddOutline /> },
  { key: 'search', path: '/page/mapshop/mapshop', title: 'title.search', icon: <SearchOutline /> },
  { key: 'post', path: '/community/publics/publics', title: 'title.publish_post', icon: <EditSOutline /> },
  {
    key: 'merchant_orders',
    path: '/ordercenter/shopordercenter/shopordercenter',
    title: 'title.merchant_orders',
    icon: <ReceiptOutline />,
  },
  { key: 'settings', path: paths.settings, title: 'title.settings', icon: <SetOutline /> },
];

/** Spec §2 "Me": order groups, counted by the shop once it exists (issue 3: zero until then). */
export const ORDER_GROUPS = [
  { key: 'unpaid', title: 'me.to_pay' },
  { key: 'paid', title: 'me.to_ship' },
  { key: 'shipped', title: 'me.to_receive' },
  { key: 'completed', title: 'me.completed' },
] as const;

export const BUYER_ORDERS_PATH = '/ordercenter/orderlist/orderlistbuy';
