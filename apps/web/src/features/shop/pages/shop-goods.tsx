/**
 * page/mapshop/shopgoods?shop_id= (docs/product.md §2 "merchant products"; docs/api.md /api/product/getlist): a shop's
 * listed goods with a keyword search; a product opens its details.
 */
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useProducts } from '../api/get-products';
import { PagedList } from '../components/paged-list';
import { ProductRow } from '../components/product-row';
import { idFromQuery } from '../components/shop-rules';
import './shop.css';

export default function ShopGoodsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopId = idFromQuery(useSearchParams()[0].get('shop_id'));
  const [keyword, setKeyword] = useState('');
  const query = useProducts(keyword ? { shop_id: shopId, keyword } : { shop_id: shopId }, shopId > 0);
  // Without a shop the list is never asked for: say so instead of a spinner that never stops.
  if (shopId === 0)
    return (
      <Page title={t('title.shop_goods')}>
        <NotFound testId="shop-goods" />
      </Page>
    );
  return (
    <Page title={t('title.shop_goods')}>
      <div className="shop-search">
        <SearchBar
          data-testid="shop-goods-search"
          placeholder={t('shop.search_placeholder')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <PagedList query={query} testId="shop-goods" empty={t('shop.no_goods')}>
        {(product) => (
          <ProductRow
            key={product.id}
            product={product}
            testId={`shop-product-${product.id}`}
            onOpen={() => navigate(`${paths.goodsInfo}?id=${product.id}`)}
          />
        )}
      </PagedList>
    </Page>
  );
}
