/**
 * Checkout's delivery line (docs/api.md "Delivery addresses and after-sale"): goods that ship go to an address
 * from the buyer's book — the default chosen first, another picked from a sheet, or a new one added in the
 * address book, which returns here; pickup goods show the shop's address instead.
 */
import type { Address, ProductDetail } from '@app/contract';
import { Button, List, Popup, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

const oneLine = (address: Address) => `${address.name} ${address.mobile} · ${address.region} ${address.detail}`;

/** The address an order goes to: the one picked, else the default, else the first. */
export function chosenAddress(list: Address[] | undefined, picked: number | undefined): Address | undefined {
  return list?.find((a) => a.id === picked) ?? list?.find((a) => a.is_default) ?? list?.[0];
}

interface DeliveryPickerProps {
  product: ProductDetail;
  list: Address[] | undefined;
  chosen: Address | undefined;
  onPick: (id: number) => void;
}

export function DeliveryPicker({ product, list, chosen, onPick }: DeliveryPickerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const addNew = () => navigate(`${paths.addresses}?back=1`);

  if (product.delivery === 'pickup')
    return (
      <List.Item data-testid="checkout-pickup" description={t('checkout.pickup_where', { address: product.shop.address })}>
        {t('checkout.pickup')}
      </List.Item>
    );
  if (list === undefined) return <List.Item data-testid="checkout-address-loading">{t('checkout.deliver_to')}</List.Item>;
  if (!chosen)
    return (
      <List.Item data-testid="checkout-address-none" onClick={addNew}>
        {t('checkout.none')}
      </List.Item>
    );
  return (
    <>
      <List.Item
        data-testid="checkout-address"
        description={oneLine(chosen)}
        onClick={() => setOpen(true)}
        extra={t('checkout.choose')}
      >
        {t('checkout.deliver_to')}
      </List.Item>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="shop-address-sheet">
        <List header={t('checkout.choose')}>
          <Radio.Group
            value={chosen.id}
            onChange={(id) => {
              onPick(Number(id));
              setOpen(false);
            }}
          >
            {list.map((address) => (
              <List.Item key={address.id}>
                <Radio value={address.id} data-testid={`checkout-address-${address.id}`} block>
                  {oneLine(address)}
                </Radio>
              </List.Item>
            ))}
          </Radio.Group>
        </List>
        <div className="shop-submit">
          <Button block fill="outline" color="primary" onClick={addNew} data-testid="checkout-address-add">
            {t('checkout.add')}
          </Button>
        </div>
      </Popup>
    </>
  );
}
