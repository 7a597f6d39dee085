/**
 * shop/publicgoods/publicgoods (docs/product.md §2 "add goods"; docs/api.md addproduct/editproduct): a new product, or
 * with `?id=` the merchant's own product to edit (merchants only). Saving sends it to review (editing a
 * listed product too, as the page says before saving); then the goods list opens on the review tab.
 */
import type { AddProductBody, ProductDetail } from '@app/contract';
import { NoticeBar, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { clearDraft } from '@/lib/draft';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useProduct } from '../api/product-detail';
import { useSaveProduct } from '../api/save-product';
import { useShopTerms } from '../api/shop-terms';
import { EMPTY_GOODS, GoodsForm, type GoodsValues } from '../components/goods-form';
import { LoadState } from '@/components/load-state';
import { MerchantGate } from '../components/merchant-gate';
import { idFromQuery } from '../components/shop-rules';
import './shop.css';

function valuesOf(product: ProductDetail): GoodsValues {
  const { name, price, description, images, stock, delivery } = product;
  return { name, price, description, images, stock: String(stock), delivery };
}

export default function PublishGoodsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idFromQuery(useSearchParams()[0].get('id'));
  const product = useProduct(id);
  const save = useSaveProduct(id || undefined);
  const terms = useShopTerms();
  const draftKey = `goods:${id || 'new'}`;

  const submit = (body: AddProductBody) =>
    save.mutate(body, {
      onSuccess: () => {
        clearDraft(draftKey);
        Toast.show({ icon: 'success', content: t('shop.goods_saved') });
        navigate(`${paths.merchantGoods}?status=review`, { replace: true });
      },
    });

  return (
    <Page title={t(id ? 'shop.edit_goods' : 'title.publish_goods')}>
      <MerchantGate>
        {id && !product.data ? (
          <LoadState error={product.isError} onRetry={() => void product.refetch()} testId="goods-form" />
        ) : (
          <div className="shop-form" data-testid="goods-form">
            <NoticeBar
              data-testid="goods-review-note"
              content={t(product.data?.status === 'listed' ? 'shop.edit_listed_note' : 'shop.review_note')}
              color="info"
              wrap
            />
            <GoodsForm
              key={product.data?.id ?? 'new'}
              initial={product.data ? valuesOf(product.data) : EMPTY_GOODS}
              draftKey={draftKey}
              busy={save.isPending}
              onSubmit={submit}
              feeRate={terms.data?.fee_rate}
            />
          </div>
        )}
      </MerchantGate>
    </Page>
  );
}
