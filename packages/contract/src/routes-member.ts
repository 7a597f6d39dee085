/**
 * The member app's paths (docs/api.md "User" to "Community"): what each one takes and what its envelope's data
 * holds. The server registers every route from this map and the clients call through it (routes.ts).
 */
import {
  chatHistoryBody,
  chatHistoryReply,
  chatListsBody,
  chatListsReply,
  chatReadBody,
  chatReadReply,
  sendBody,
  sendReply,
  shakeBody,
  shakeReply,
} from './chat.ts';
import { initReply, uploadReply } from './common.ts';
import {
  articleDetail,
  articleItem,
  articleListBody,
  articlePage,
  articlePageBody,
  articlePostBody,
  articleSearchQuery,
  articleShowBody,
  attentionBody,
  attentionReply,
  commentItem,
  commentPage,
  commentPostBody,
  commentsBody,
  followPage,
  voteBody,
  voteReply,
} from './community.ts';
import { emptyData } from './envelope.ts';
import {
  addPersonBody,
  addPersonReply,
  addShopBody,
  addShopReply,
  categoriesReply,
  favoriteReply,
  favoritesBody,
  favoritesReply,
  historyBody,
  historyReply,
  labelDetail,
  labelDetailBody,
  labelIdBody,
  myLabelsBody,
  myLabelsReply,
  nearbyBody,
  nearbyReply,
} from './labels.ts';
import { agreementBody, agreementReply } from './localized.ts';
import {
  noticeListBody,
  noticeListReply,
  noticeReadBody,
  noticeReadReply,
  noticeUnreadReply,
  pushKeyReply,
  pushSubscribeBody,
  pushUnsubscribeBody,
} from './notices.ts';
import { pushPrefsReply, pushSetPrefsBody } from './push.ts';
import {
  adListBody,
  adListReply,
  cancelAdBody,
  cancelAdReply,
  marketOverviewBody,
  marketOverviewReply,
  myAdsBody,
  myAdsReply,
  myOrdersBody,
  myOrdersReply,
  orderInfoBody,
  p2pAd,
  p2pOrder,
  submitAdBody,
  takeAdBody,
} from './p2p.ts';
import {
  changeScoreBody,
  changeScoreReply,
  scoreListBody,
  scoreListReply,
  stomBody,
  stomPreviewBody,
  stomReply,
} from './points.ts';
import {
  addProductBody,
  editProductBody,
  order,
  orderCountsBody,
  orderCountsReply,
  orderCreateBody,
  orderIdBody,
  orderListBody,
  orderListReply,
  orderPayBody,
  orderSendBody,
  product,
  productDetail,
  productIdBody,
  productListBody,
  productListReply,
} from './shop.ts';
import { blockBody, blockReply, blocklistBody, blocklistReply, reportBody, reportReply } from './safety.ts';
import { dosignBody, dosignReply, getSigninBody, getSigninReply } from './signin.ts';
import {
  changeMobileBody,
  getByUidBody,
  loginBody,
  payPasswordBody,
  profileBody,
  publicUser,
  recommendBody,
  recommendReply,
  registerBody,
  resetPasswordBody,
  sendEmailCodeBody,
  userinfoReply,
} from './user.ts';
import { idInfoReply, idTypeList, idUploadReply, submitIdBody, submitIdReply } from './verification.ts';
import { cardExchangeBody, cardExchangeReply, inviteQrcodeReply, vipIndexReply, vipSubmitBody, vipSubmitReply } from './vip.ts';
import {
  bindAddressBody,
  moneyTypeReply,
  rechargeBody,
  rechargeReply,
  tcconfigBody,
  tcconfigReply,
  walletLogBody,
  walletLogReply,
  walletReply,
  withdrawBody,
  withdrawReply,
} from './wallet.ts';
import { type RouteSchemas, multipartBody } from './route-schemas.ts';

export const memberRoutes = {
  // community/community.routes.ts
  '/api/article/post': { body: articlePostBody, reply: articleItem },
  '/api/article/getlist': { body: articleListBody, reply: articlePage },
  '/api/article/news': { body: articlePageBody, reply: articlePage },
  '/api/article/gg': { body: articlePageBody, reply: articlePage },
  '/api/article/show': { body: articleShowBody, reply: articleDetail },
  '/api/article/comments': { body: commentsBody, reply: commentPage },
  '/api/article/commentpost': { body: commentPostBody, reply: commentItem },
  '/api/article/votecreate': { body: voteBody, reply: voteReply },
  '/api/article/attentioncreate': { body: attentionBody, reply: attentionReply },
  '/api/article/attentiondelete': { body: attentionBody, reply: attentionReply },
  '/api/article/attention': { body: articlePageBody, reply: followPage },
  '/api/article/fans': { body: articlePageBody, reply: followPage },
  '/api/article/search': { query: articleSearchQuery, reply: articlePage },
  // verification/verification.routes.ts
  '/api/user/getidtype': { reply: idTypeList },
  '/api/user/submitid': { body: submitIdBody, reply: submitIdReply },
  '/api/user/getidinfo': { reply: idInfoReply },
  '/api/user/uploadid': { body: multipartBody, reply: idUploadReply },
  // users/users.routes.ts
  '/api/user/getuserinfo': { reply: userinfoReply },
  '/api/user/profile': { body: profileBody, reply: userinfoReply },
  '/api/user/paypassword': { body: payPasswordBody, reply: emptyData },
  '/api/user/changemobile': { body: changeMobileBody, reply: userinfoReply },
  '/api/user/getbyuid': { body: getByUidBody, reply: publicUser },
  '/api/user/getrecommend': { body: recommendBody, reply: recommendReply },
  // auth/auth.routes.ts
  '/api/ems/send': { body: sendEmailCodeBody, reply: emptyData },
  '/api/user/register': { body: registerBody, reply: userinfoReply },
  '/api/user/login': { body: loginBody, reply: userinfoReply },
  '/api/user/logout': { reply: emptyData },
  '/api/user/resetpwd': { body: resetPasswordBody, reply: emptyData },
  // vip/vip.routes.ts
  '/api/vipp/index': { reply: vipIndexReply },
  '/api/vipp/submit': { body: vipSubmitBody, reply: vipSubmitReply },
  '/api/vipp/exchange': { body: cardExchangeBody, reply: cardExchangeReply },
  // labels/labels.routes.ts
  '/api/lable/addperson': { body: addPersonBody, reply: addPersonReply },
  '/api/lable/addshop': { body: addShopBody, reply: addShopReply },
  '/api/lable/getmyable': { body: myLabelsBody, reply: myLabelsReply },
  '/api/lable/del': { body: labelIdBody, reply: emptyData },
  '/api/lable/nearby': { body: nearbyBody, reply: nearbyReply },
  '/api/lable/detail': { body: labelDetailBody, reply: labelDetail },
  '/api/lable/categories': { reply: categoriesReply },
  '/api/lable/favorite': { body: labelIdBody, reply: favoriteReply },
  '/api/lable/favorites': { body: favoritesBody, reply: favoritesReply },
  '/api/lable/history': { body: historyBody, reply: historyReply },
  '/api/lable/clearhistory': { reply: emptyData },
  // common/common.routes.ts
  '/api/common/init': { reply: initReply },
  '/api/common/upload': { body: multipartBody, reply: uploadReply },
  // wallet/wallet.routes.ts
  '/api/ctoc/getmoneytype': { reply: moneyTypeReply },
  '/api/ctoc/getwallet': { reply: walletReply },
  '/api/user/recharge': { body: rechargeBody, reply: rechargeReply },
  '/api/user/tcconfig': { body: tcconfigBody, reply: tcconfigReply },
  '/api/user/tx': { body: withdrawBody, reply: withdrawReply },
  '/api/ctoc/bindaddress': { body: bindAddressBody, reply: emptyData },
  '/api/user/changewallet': { body: bindAddressBody, reply: emptyData },
  '/api/user/getwaletlog': { body: walletLogBody, reply: walletLogReply },
  // chat/chat.routes.ts
  '/api/wanlshop/chat/shake': { body: shakeBody, reply: shakeReply },
  '/api/wanlshop/chat/send': { body: sendBody, reply: sendReply },
  '/api/wanlshop/chat/lists': { body: chatListsBody, reply: chatListsReply },
  '/api/wanlshop/chat/history': { body: chatHistoryBody, reply: chatHistoryReply },
  '/api/wanlshop/chat/read': { body: chatReadBody, reply: chatReadReply },
  '/api/user/block': { body: blockBody, reply: blockReply },
  '/api/user/blocklist': { body: blocklistBody, reply: blocklistReply },
  // reports/reports.routes.ts
  '/api/user/report': { body: reportBody, reply: reportReply },
  // points/points.routes.ts
  '/api/user/getscorelist': { body: scoreListBody, reply: scoreListReply },
  '/api/user/changescore': { body: changeScoreBody, reply: changeScoreReply },
  '/api/user/stompreview': { body: stomPreviewBody, reply: stomReply },
  '/api/user/stom': { body: stomBody, reply: stomReply },
  // signin/signin.routes.ts
  '/api/signin/getSignin': { body: getSigninBody, reply: getSigninReply },
  '/api/signin/dosign': { body: dosignBody, reply: dosignReply },
  // shop/orders.routes.ts
  '/api/order/create': { body: orderCreateBody, reply: order },
  '/api/order/pay': { body: orderPayBody, reply: order },
  '/api/order/cancel': { body: orderIdBody, reply: order },
  '/api/order/sendorder': { body: orderSendBody, reply: order },
  '/api/order/receiveorder': { body: orderIdBody, reply: order },
  '/api/order/getlist': { body: orderListBody, reply: orderListReply },
  '/api/order/getsjlist': { body: orderListBody, reply: orderListReply },
  '/api/order/detail': { body: orderIdBody, reply: order },
  '/api/order/counts': { body: orderCountsBody, reply: orderCountsReply },
  '/api/product/addproduct': { body: addProductBody, reply: product },
  '/api/product/editproduct': { body: editProductBody, reply: product },
  '/api/product/delproduct': { body: productIdBody, reply: emptyData },
  '/api/product/getlist': { body: productListBody, reply: productListReply },
  '/api/product/detail': { body: productIdBody, reply: productDetail },
  // texts/texts.routes.ts
  '/api/common/agreement': { body: agreementBody, reply: agreementReply },
  // invitations/invitations.routes.ts
  '/api/user/qrcode': { reply: inviteQrcodeReply },
  // p2p/p2p.routes.ts
  '/api/ctoc/submitc2c': { body: submitAdBody, reply: p2pAd },
  '/api/ctoc/getlist': { body: adListBody, reply: adListReply },
  '/api/ctoc/myads': { body: myAdsBody, reply: myAdsReply },
  '/api/ctoc/cancelad': { body: cancelAdBody, reply: cancelAdReply },
  '/api/ctoc/buy': { body: takeAdBody, reply: p2pOrder },
  '/api/ctoc/sale': { body: takeAdBody, reply: p2pOrder },
  '/api/ctoc/getlistbs': { body: myOrdersBody, reply: myOrdersReply },
  '/api/ctoc/orderinfo': { body: orderInfoBody, reply: p2pOrder },
  '/api/ctoc/getlistall': { body: marketOverviewBody, reply: marketOverviewReply },
  // notices/notices.routes.ts
  '/api/notice/list': { body: noticeListBody, reply: noticeListReply },
  '/api/notice/read': { body: noticeReadBody, reply: noticeReadReply },
  '/api/notice/unread': { reply: noticeUnreadReply },
  // push/push.routes.ts
  '/api/notice/push/key': { reply: pushKeyReply },
  '/api/notice/push/subscribe': { body: pushSubscribeBody, reply: emptyData },
  '/api/notice/push/unsubscribe': { body: pushUnsubscribeBody, reply: emptyData },
  '/api/notice/push/prefs': { reply: pushPrefsReply },
  '/api/notice/push/setprefs': { body: pushSetPrefsBody, reply: pushPrefsReply },
} satisfies Record<string, RouteSchemas>;
