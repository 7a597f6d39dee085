/**
 * The only API routes open to guests, each with the reason (the access matrix, docs/reliability.md). Every route the OpenAPI
 * document lists without the `token` security scheme must be here, and everything here must exist.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/common/init': 'app start-up: version, map and coin settings before anyone signs in',
  'POST /api/common/agreement':
    'the user agreement and privacy policy are read before signing in or registering (docs/product.md §5)',
  'POST /api/ems/send': 'codes for registration and password reset are asked for while signed out (rate limited)',
  'POST /api/user/register': 'creating an account',
  'POST /api/user/login': 'signing in',
  'POST /api/user/pilogin': 'signing in with Pi (Pi mode; the Pi Platform API checks the access token)',
  'POST /api/user/resetpwd': 'password reset by mailed code while signed out (a signed-in change is checked inside)',
  'POST /api/user/getidtype': 'the list of identity document types shown on the verification form',
  'POST /api/ctoc/getmoneytype': 'the list of coins',
  'POST /api/lable/nearby': 'the map is browsable by guests (docs/product.md §3)',
  'POST /api/lable/detail': 'a label on the map',
  'POST /api/lable/search':
    'searching the map for shops and goods, as a guest browses it (docs/api.md "Search: shops and goods")',
  'POST /api/lable/categories': 'label categories for the map filter',
  'POST /api/product/getlist': "a shop's goods",
  'POST /api/product/detail': 'one product',
  'POST /api/product/comments': 'reviews of goods or a shop',
  'POST /api/shop/trust': "a shop's trust line (rating, completed orders, refund rate, member since)",
  'POST /api/shop/terms': 'the fee rate and after-sale periods a merchant reads before listing (same for everyone)',
  'POST /api/ctoc/getlist': 'the P2P market board',
  'POST /api/ctoc/getlistall': 'the P2P market board (all coins)',
  'POST /api/ctoc/currencies': 'the currencies the P2P market is priced in, chosen before the market opens',
  'POST /api/ctoc/providers': "a currency's payment providers, for the market's filter",
  'POST /api/ctoc/traderpage': "a trader's record, feedback and open ads, read before taking one of their ads",
  'POST /api/article/getlist': 'the community feed',
  'POST /api/article/news': 'news',
  'POST /api/article/gg': 'notices',
  'POST /api/article/show': 'one post',
  'POST /api/article/comments': "a post's comments",
  'GET /api/article/search': 'feed search',
  'POST /api/admin/login': 'operators sign in',
};

/**
 * Guarded routes that serve a member AND an operator, and answer every other caller (guest included) with
 * the 404 of a missing record rather than 401, so that nobody learns which ids exist.
 */
export const OWNER_OR_REVIEWER_ROUTES: Record<string, string> = {
  'GET /api/user/idimage/{id}': 'a private ID image: its owner or a reviewer; anyone else gets 404',
};
