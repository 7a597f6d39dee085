/**
 * The merchant's goods by status (shop/goosdlist/goosdlist and shop/allgoods/allgoods; docs/product.md §4 goods
 * states): tabs listed / not listed / under review / rejected — the "all goods" screen adds an "all" tab
 * first. `?status=` opens a tab. A member without a passed shop is sent to open one.
 */
import { PRODUCT_STATUSES, type ProductStatus } from '@app/contract';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useProducts } from '../api/get-products';
import { MerchantGate } from './merchant-gate';
import { MerchantProduct } from './merchant-product';
import { PagedList } from './paged-list';

const TABS: ProductStatus[] = ['listed', 'unlisted', 'review', 'rejected'];
const ALL = 'all';

function GoodsTab({ status }: { status: ProductStatus | undefined }) {
  const { t } = useTranslation();
  const query = useProducts(status ? { mine: true, status } : { mine: true });
  return (
    <PagedList query={query} testId="goods" empty={t('shop.no_goods')}>
      {(product) => <MerchantProduct key={product.id} product={product} />}
    </PagedList>
  );
}

export function GoodsManager({ title, withAll }: { title: string; withAll: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const keys = withAll ? [ALL, ...TABS] : TABS;
  const asked = search.get('status') ?? '';
  const active = keys.includes(asked as ProductStatus) ? asked : keys[0]!;
  const status = PRODUCT_STATUSES.find((s) => s === active);
  return (
    <Page title={title}>
      <MerchantGate>
        <Tabs activeKey={active} onChange={(key) => setSearch({ status: key }, { replace: true })} className="shop-tabs">
          {keys.map((key) => (
            <Tabs.Tab key={key} title={<span data-testid={`goods-tab-${key}`}>{t(`shop.goods_tab_${key}`)}</span>} />
          ))}
        </Tabs>
        <GoodsTab key={active} status={status} />
        <div className="shop-bottom-action">
          <Button block color="primary" data-testid="goods-add" onClick={() => navigate(paths.publishGoods)}>
            {t('title.publish_goods')}
          </Button>
        </div>
      </MerchantGate>
    </Page>
  );
}
