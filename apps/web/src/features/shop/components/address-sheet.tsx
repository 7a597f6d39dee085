/** Checkout's sheet of the buyer's addresses (components/delivery-picker.tsx), loaded when first opened. */
import type { Address } from '@app/contract';
import { Button, List, Popup, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { oneLine } from './address-line';

interface AddressSheetProps {
  list: Address[];
  chosen: Address;
  visible: boolean;
  onClose: () => void;
  onPick: (id: number) => void;
  onAdd: () => void;
}

export function AddressSheet({ list, chosen, visible, onClose, onPick, onAdd }: AddressSheetProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="shop-address-sheet">
      <List header={t('checkout.choose')}>
        <Radio.Group value={chosen.id} onChange={(id) => onPick(Number(id))}>
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
        <Button block fill="outline" color="primary" onClick={onAdd} data-testid="checkout-address-add">
          {t('checkout.add')}
        </Button>
      </div>
    </Popup>
  );
}
