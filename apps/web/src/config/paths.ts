/**
 * Route paths exactly as spec §2 spells them (hash routing: `#/user/login`), so links from the existing
 * 1.5.3 client and shared URLs keep working. Title keys name each screen in every locale.
 */
export const paths = {
  loading: '/',
  loadingAlias: '/pages/index/index',
  home: '/pages/home_index/home_map',
  community: '/pages/community/society/society',
  marking: '/pages/category/category',
  ecosystem: '/pages/cart/cart',
  me: '/pages/my/my',
  login: '/user/login',
  /** The path spec §8 redirects to after a 401. */
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
  balanceLog: '/page/balance/log',
  points: '/go_score/go_score',
  pointsExchange: '/go_score/exchange',
  balance: '/page/balance/balance',
  balanceExchange: '/page/balance/exchange',
  transfer: '/page/transferring/transferring',
} as const;

/** Every spec §2 screen not built yet: one shared "coming soon" page serves them all. */
export const comingSoonRoutes: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/my/fans', title: 'title.fans' },
  { path: '/my/chatlist', title: 'title.chatlist' },
  { path: '/shopenter/shopenter', title: 'title.shopenter' },
  { path: '/shopenter/menus', title: 'title.shopenter_menus' },
  { path: '/shopenter/myapplications', title: 'title.my_applications' },
  { path: '/label/mylabel', title: 'title.my_labels' },
  { path: '/user/mylablelist', title: 'title.favorites' },
  { path: '/page/shareplacard/shareplacard', title: 'title.share_poster' },
  { path: '/page/mapshop/mapshop', title: 'title.search' },
  { path: '/page/mapshop/shoplist', title: 'title.shop_list' },
  { path: '/page/mapshop/shopdesc', title: 'title.shop_desc' },
  { path: '/page/mapshop/shopgoods', title: 'title.shop_goods' },
  { path: '/page/mapshop/goodsinfos', title: 'title.goods_info' },
  { path: '/page/annualcard/annualcard', title: 'title.annual_card' },
  { path: '/page/annualcard/upgrades', title: 'title.upgrades' },
  { path: '/page/business/business', title: 'title.business' },
  { path: '/page/business/orderlist', title: 'title.pi_orders' },
  { path: '/page/business/orderinfo', title: 'title.pi_order_info' },
  { path: '/page/business/buypi', title: 'title.buy_pi' },
  { path: '/page/business/sellpi', title: 'title.sell_pi' },
  { path: '/page/business/advertisement', title: 'title.advertisement' },
  { path: '/page/business/advertisement_sell', title: 'title.advertisement_sell' },
  { path: '/page/pay/pay', title: 'title.pay' },
  { path: '/ordercenter/orderlist/orderlistbuy', title: 'title.buyer_orders' },
  { path: '/ordercenter/shopordercenter/shopordercenter', title: 'title.merchant_orders' },
  { path: '/shop/shopmenu/shopmenu', title: 'title.shop_menu' },
  { path: '/shop/goosdlist/goosdlist', title: 'title.merchant_goods' },
  { path: '/shop/publicgoods/publicgoods', title: 'title.publish_goods' },
  { path: '/shop/allgoods/allgoods', title: 'title.all_goods' },
  { path: '/community/publics/publics', title: 'title.publish_post' },
  { path: '/community/adtidetail/adtidetail', title: 'title.article_detail' },
];

/** The five tabs of spec §2, in order. The first four are not built yet. */
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
