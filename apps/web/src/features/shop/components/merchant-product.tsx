/**
 * A merchant's product with its steps (docs/product.md §4 "a merchant can publish or unpublish after a confirmation";
 * docs/api.md "Shop marketplace": edit, delete): the status tag, the review's reason when rejected, and the buttons.
 */
import type { Product } from '@app/contract';
import { stockAlert } from '@app/contract/rules/shop-stock';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useDeleteProduct } from '../api/delete-product';
import { useSetProductStatus } from '../api/set-product-status';
import { ProductRow } from './product-row';
import { toggledStatus } from './shop-rules';
import { confirmDialog } from '@/lib/confirm-dialog';

const TAG_COLOR = { review: 'warning', listed: 'success', unlisted: 'default', rejected: 'danger' } as const;
const ALERT_TEXT = { sold_out: 'shop.stock_sold_out', low: 'shop.stock_low' } as const;

/** Goods about to run out or gone (docs/api.md "Delivery addresses and after-sale" → merchant view). */
function StockAlertTag({ product }: { product: Product }) {
  const { t } = useTranslation();
  const alert = stockAlert(product.stock);
  if (!alert) return null;
  return (
    <Tag className="shop-tag" color={alert === 'sold_out' ? 'danger' : 'warning'} data-testid={`goods-stock-alert-${product.id}`}>
      {t(ALERT_TEXT[alert])}
    </Tag>
  );
}

export function MerchantProduct({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setStatus = useSetProductStatus();
  const remove = useDeleteProduct();
  const next = toggledStatus(product.status);
  const id = product.id;

  const ask = (content: string) => confirmDialog({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
  const toggle = async () => {
    if (next && (await ask(t(next === 'listed' ? 'shop.confirm_list' : 'shop.confirm_unlist', { name: product.name }))))
      setStatus.mutate({ id, status: next });
  };
  const del = async () => {
    if (await ask(t('shop.confirm_delete', { name: product.name }))) remove.mutate(id);
  };

  return (
    <ProductRow
      product={product}
      testId={`goods-row-${id}`}
      tag={
        <>
          <Tag className="shop-tag" color={TAG_COLOR[product.status]} fill="outline">
            {t(`shop.goods_status_${product.status}`)}
          </Tag>
          <StockAlertTag product={product} />
        </>
      }
    >
      {product.status === 'rejected' && product.reason && (
        <div className="shop-reason" data-testid={`goods-reason-${id}`}>
          {t('shop.rejected_reason', { reason: product.reason })}
        </div>
      )}
      <div className="shop-actions">
        <Button size="mini" data-testid={`goods-delete-${id}`} onClick={() => void del()}>
          {t('shop.delete')}
        </Button>
        <Button size="mini" data-testid={`goods-edit-${id}`} onClick={() => navigate(`${paths.publishGoods}?id=${id}`)}>
          {t('shop.edit')}
        </Button>
        {next && (
          <Button size="mini" color="primary" fill="outline" data-testid={`goods-toggle-${id}`} onClick={() => void toggle()}>
            {t(next === 'listed' ? 'shop.list' : 'shop.unlist')}
          </Button>
        )}
      </div>
    </ProductRow>
  );
}
