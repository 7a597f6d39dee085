/** One product as a list row: picture, name, USDT price, stock (and sales), with what the list adds below. */
import { SHOP_COIN, type Product } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { ProductImage } from './product-image';

interface ProductRowProps {
  product: Product;
  testId: string;
  onOpen?: () => void;
  tag?: ReactNode;
  children?: ReactNode;
}

export function ProductRow({ product, testId, onOpen, tag, children }: ProductRowProps) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <div className="shop-card" data-testid={testId} data-status={product.status}>
      <div className="shop-product" onClick={onOpen} role={onOpen ? 'link' : undefined}>
        <ProductImage src={product.image} size={80} alt={product.name} />
        <div className="shop-product-main">
          <div className="shop-product-name">
            {product.name}
            {tag}
          </div>
          <div className="shop-price">
            {fmt(product.price, SHOP_COIN)} <small>{SHOP_COIN}</small>
          </div>
          <div className="shop-muted">{t('shop.stock_sales', { stock: product.stock, sales: product.sales })}</div>
        </div>
      </div>
      {children}
    </div>
  );
}
