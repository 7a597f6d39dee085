/**
 * shop/shopmenu/shopmenu (docs/product.md §2 "merchant management"): the merchant's shop and the ways into goods and
 * orders, with the number of orders waiting for the merchant (`needs_action` from the server: to ship, refunds
 * to answer), the shop's reviews to reply to, and the shop's figures (docs/api.md "Shop marketplace": merchant figures). Members without a passed shop are sent to open one.
 */
import { Badge, Grid } from 'antd-mobile';
import { AddSquareOutline, AppstoreOutline, ReceiptOutline, StarOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useMyShop } from '@/lib/my-shop';
import { useMerchantCounts } from '../api/order-counts';
import { MerchantGate } from '../components/merchant-gate';
import { MerchantStatsCard } from '../components/merchant-stats';
import './shop.css';

const ENTRIES = [
  { key: 'publish', path: paths.publishGoods, title: 'title.publish_goods', icon: <AddSquareOutline /> },
  { key: 'goods', path: paths.merchantGoods, title: 'title.merchant_goods', icon: <UnorderedListOutline /> },
  { key: 'all', path: paths.allGoods, title: 'title.all_goods', icon: <AppstoreOutline /> },
  { key: 'orders', path: paths.merchantOrders, title: 'title.merchant_orders', icon: <ReceiptOutline /> },
  { key: 'reviews', path: paths.shopReviews, title: 'title.shop_reviews', icon: <StarOutline /> },
] as const;

function Menu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shop = useMyShop();
  const counts = useMerchantCounts();
  const waiting = counts.data?.needs_action ?? 0;
  return (
    <>
      <div className="shop-menu-head" data-testid="shop-menu-name">
        {shop.data?.name}
      </div>
      <Grid columns={2} gap={12} className="shop-menu-grid">
        {ENTRIES.map((entry) => (
          <Grid.Item key={entry.key}>
            <button
              type="button"
              className="shop-menu-entry"
              data-testid={`shop-menu-${entry.key}`}
              onClick={() => navigate(entry.path)}
            >
              <Badge content={entry.key === 'orders' && waiting > 0 ? waiting : null}>
                <span className="shop-menu-icon">{entry.icon}</span>
              </Badge>
              <span>{t(entry.title)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
      <MerchantStatsCard />
    </>
  );
}

export default function ShopMenuPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.shop_menu')}>
      <MerchantGate>
        <Menu />
      </MerchantGate>
    </Page>
  );
}
