/**
 * Checkout's delivery line (docs/api.md "Delivery addresses and after-sale"): goods that ship go to an address
 * from the buyer's book — the default chosen first, another picked from a sheet, or a new one added in the
 * address book, which returns here; pickup goods show the shop's address instead.
 */
import type { Address, ProductDetail } from '@app/contract';
import { List } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { oneLine } from './address-line';
import { ActionItem } from '@/components/action-item';

// The sheet (its popup, motion and radio buttons) loads when first opened: the goods page's first load does
// not carry it (bench/results/lighthouse-2026-11-29-b.md "changes").
const AddressSheet = lazy(() => import('./address-sheet').then((module) => ({ default: module.AddressSheet })));

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
  // Once opened, the sheet stays mounted so it can animate closed.
  const [asked, setAsked] = useState(false);
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
      <ActionItem data-testid="checkout-address-none" onClick={addNew}>
        {t('checkout.none')}
      </ActionItem>
    );
  return (
    <>
      <ActionItem
        data-testid="checkout-address"
        description={oneLine(chosen)}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        extra={t('checkout.choose')}
      >
        {t('checkout.deliver_to')}
      </ActionItem>
      {asked && (
        <Suspense fallback={null}>
          <AddressSheet
            list={list}
            chosen={chosen}
            visible={open}
            onClose={() => setOpen(false)}
            onPick={(id) => {
              onPick(id);
              setOpen(false);
            }}
            onAdd={addNew}
          />
        </Suspense>
      )}
    </>
  );
}
