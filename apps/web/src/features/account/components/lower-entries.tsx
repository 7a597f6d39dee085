/**
 * The Me tab's lower half (components/me-lower.tsx): the services grid, the member's shop and the account list,
 * with their icons, which load with it after the first paint rather than before it.
 */
import {
  BankcardOutline,
  BellOutline,
  CalendarOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  DownlandOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  LocationOutline,
  MessageOutline,
  ReceiptOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { paths } from '@/config/paths';
import type { Entry } from './entries';

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
