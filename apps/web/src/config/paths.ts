/**
 * Route paths exactly as docs/product.md §2 spells them (hash routing: `#/user/login`), so links from the existing
 * 1.5.3 client and shared URLs keep working. Title keys name each screen in every locale.
 */
import { HOME_PATHS } from './home-paths';

export { homeRoutes } from './home-paths';

export const paths = {
  ...HOME_PATHS,
  community: '/pages/community/society/society',
  marking: '/pages/category/category',
  ecosystem: '/pages/cart/cart',
  me: '/pages/my/my',
  login: '/user/login',
  /** The path docs/product.md §8 redirects to after a 401. */
  loginAlias: '/pages/user/login',
  register: '/user/register',
  forgotPassword: '/user/forgotpassword',
  editPassword: '/user/editpassword',
  settings: '/user/setting',
  language: '/user/settinglangs',
  payPassword: '/user/paypassword',
  servers: '/user/servers',
  download: '/user/downpage',
  signin: '/user/signin',
  authentication: '/page/authentication/authentication',
  idcard: '/page/authentication/idcard',
  wallet: '/page/wallet/wallet',
  recharge: '/page/wallet/recharge',
  withdraw: '/page/wallet/withdraw',
  /** My deposits with their timelines (docs/api.md "Deposits"); from the recharge page and deposit notices. */
  deposits: '/page/wallet/deposits',
  /** My withdrawals with their timelines (docs/api.md "Deposits"); from the wallet, the withdraw page and notices. */
  withdrawals: '/page/wallet/withdrawals',
  /** The withdrawal address book: bind or change with a mailed code, usable after a cool-down. */
  withdrawAddresses: '/page/wallet/withdraw-addresses',
  balanceLog: '/page/balance/log',
  points: '/go_score/go_score',
  pointsExchange: '/go_score/exchange',
  balance: '/page/balance/balance',
  balanceExchange: '/page/balance/exchange',
  transfer: '/page/transferring/transferring',
  fans: '/my/fans',
  chatList: '/my/chatlist',
  /** The notice centre (docs/api.md "Notifications"). */
  notices: '/my/notices',
  /** Push on this device and per notice group (Me → Settings). */
  notificationSettings: '/user/notifications',
  /** The delivery address book (docs/api.md "Delivery addresses and after-sale"); Me → Settings and checkout. */
  addresses: '/user/address',
  chat: '/my/chat',
  shopEnter: '/shopenter/shopenter',
  shopEnterForm: '/shopenter/menus',
  myApplications: '/shopenter/myapplications',
  myLabels: '/label/mylabel',
  favorites: '/user/mylablelist',
  sharePoster: '/page/shareplacard/shareplacard',
  mapSearch: '/page/mapshop/mapshop',
  shopList: '/page/mapshop/shoplist',
  shopDesc: '/page/mapshop/shopdesc',
  shopGoods: '/page/mapshop/shopgoods',
  goodsInfo: '/page/mapshop/goodsinfos',
  annualCard: '/page/annualcard/annualcard',
  upgrades: '/page/annualcard/upgrades',
  business: '/page/business/business',
  piOrders: '/page/business/orderlist',
  piOrderInfo: '/page/business/orderinfo',
  buyPi: '/page/business/buypi',
  sellPi: '/page/business/sellpi',
  myAds: '/page/business/advertisement',
  createAd: '/page/business/advertisement_sell',
  /** The member's P2P payment methods (docs/api.md "P2P with payment methods"); from the P2P screens and Me. */
  payMethods: '/page/business/paymethods',
  /** A trader's page, `?id=` (docs/api.md "P2P in the members' own money" → "Trader page"); from every ad and order. */
  trader: '/page/business/trader',
  /** My offer alerts (docs/api.md "P2P in the members' own money" → "Alerts"); from the market. */
  p2pAlerts: '/page/business/alerts',
  /** The traders I trust and those I blocked ("Block and trust"); from the market. */
  p2pTraders: '/page/business/traders',
  pay: '/page/pay/pay',
  buyerOrders: '/ordercenter/orderlist/orderlistbuy',
  merchantOrders: '/ordercenter/shopordercenter/shopordercenter',
  shopMenu: '/shop/shopmenu/shopmenu',
  merchantGoods: '/shop/goosdlist/goosdlist',
  publishGoods: '/shop/publicgoods/publicgoods',
  allGoods: '/shop/allgoods/allgoods',
  /** One order's timeline, `?id=` (docs/api.md "Delivery addresses and after-sale"): its buyer and merchant. */
  orderTimeline: '/ordercenter/timeline/timeline',
  /** The merchant's reviews of their shop, each answered once. */
  shopReviews: '/shop/reviews/reviews',
  publishPost: '/community/publics/publics',
  articleDetail: '/community/adtidetail/adtidetail',
} as const;

/** The five tabs of docs/product.md §2, in order. */
export const tabRoutes = [
  { key: 'home', path: paths.home, title: 'tab.home' },
  { key: 'community', path: paths.community, title: 'tab.community' },
  { key: 'marking', path: paths.marking, title: 'tab.marking' },
  { key: 'ecosystem', path: paths.ecosystem, title: 'tab.ecosystem' },
  { key: 'me', path: paths.me, title: 'tab.me' },
] as const;

/** `/user/login?redirect=…`: where to return after signing in. */
export function loginWithRedirect(target: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}
