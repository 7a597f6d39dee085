/**
 * The product page's buying step (docs/api.md "Shop marketplace": an order with a quantity): a quantity within the stock,
 * the total it makes, where it goes (components/delivery-picker.tsx), and Buy — which creates the unpaid order
 * for the chosen address and opens its payment page. A guest is sent to log in first; the merchant cannot buy
 * their own goods; sold-out goods cannot be bought; goods that ship need an address first.
 */
import { SHOP_COIN, SHOP_LIMITS, type ProductDetail } from '@app/contract';
import { Button, List, Stepper } from 'antd-mobile';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { useNavigate } from '@/lib/router';
import { loginWithRedirect, paths } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { useCheckoutAddresses } from '../api/addresses';
import { useCreateOrder } from '../api/create-order';
import { chosenAddress, DeliveryPicker } from './delivery-picker';
import { newRequestKey } from '@/lib/request-key';
import { orderTotal } from './shop-rules';

/**
 * antd-mobile's Stepper gives its number field no name and copies the spin-button values onto the field's
 * wrapper, where they are not allowed (axe "label" and "aria-allowed-attr", both critical): the field is
 * named after the visible "Quantity" and the wrapper loses the copies, after every render since React
 * sets them again when the value changes.
 */
function useNamedStepper(label: string) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    root?.querySelector('input')?.setAttribute('aria-label', label);
    const wrapper = root?.querySelector('.adm-input');
    for (const attribute of ['aria-valuenow', 'aria-valuemax', 'aria-valuemin']) wrapper?.removeAttribute(attribute);
  });
  return ref;
}

export function BuyBar({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const create = useCreateOrder();
  const ships = product.delivery === 'ship';
  const addresses = useCheckoutAddresses(signedIn && ships && !product.is_mine);
  const [picked, setPicked] = useState<number>();
  const address = chosenAddress(addresses.data, picked);
  const [quantity, setQuantity] = useState(1);
  const stepper = useNamedStepper(t('shop.quantity'));
  // One key per visit: a double tap creates one order.
  const [requestKey] = useState(newRequestKey);
  const max = Math.min(product.stock, SHOP_LIMITS.quantityMax);
  const blocked = product.is_mine ? 'shop.own_goods' : product.stock < 1 ? 'shop.sold_out' : null;

  const buy = () => {
    const here = `${paths.goodsInfo}?id=${product.id}`;
    if (!signedIn) return navigate(loginWithRedirect(here));
    if (ships && !address) return navigate(`${paths.addresses}?back=1`);
    create.mutate(
      {
        product_id: product.id,
        quantity,
        ...(ships && address ? { address_id: address.id } : {}),
        idempotency_key: `${requestKey}-${quantity}-${address?.id ?? 0}`,
      },
      { onSuccess: (order) => navigate(`${paths.pay}?order_id=${order.id}`) },
    );
  };

  return (
    <div className="shop-buy-bar">
      {signedIn && !product.is_mine && (
        <List className="shop-delivery">
          <DeliveryPicker product={product} list={addresses.data} chosen={address} onPick={setPicked} />
        </List>
      )}
      <div className="shop-buy-row" ref={stepper}>
        <span>{t('shop.quantity')}</span>
        <Stepper
          data-testid="goods-quantity"
          min={1}
          max={Math.max(max, 1)}
          digits={0}
          value={quantity}
          disabled={blocked !== null}
          onChange={(value) => setQuantity(Math.max(1, Math.floor(Number(value) || 1)))}
        />
      </div>
      <div className="shop-buy-row">
        <span data-testid="goods-total">
          {t('shop.total', { amount: fmt(orderTotal(product.price, quantity), SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
        </span>
        <Button color="primary" disabled={blocked !== null} loading={create.isPending} data-testid="goods-buy" onClick={buy}>
          {blocked ? t(blocked) : t('shop.buy_now')}
        </Button>
      </div>
    </div>
  );
}
