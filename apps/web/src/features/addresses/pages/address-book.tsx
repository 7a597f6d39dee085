/**
 * user/address: the member's delivery addresses (docs/api.md "Delivery addresses and after-sale"), the default
 * first and marked; add, edit, make default, and delete after a confirmation. Opened from checkout with
 * `?back=1`, saving a new address returns to the goods, where checkout picks it up.
 */
import { AFTER_SALE_LIMITS, type Address, type AddressSaveBody } from '@app/contract';
import { Button, ErrorBlock, Popup, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../api/addresses';
import { AddressForm } from '../components/address-form';
import './address-book.css';
import { confirmDialog } from '@/lib/confirm-dialog';

/** The form's state: closed, a new address, or the address edited. */
type Editing = null | 'new' | Address;

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAddress();
  const confirmDelete = async () => {
    const yes = await confirmDialog({
      content: <div data-testid="address-delete-confirm">{t('addresses.delete_confirm', { name: address.name })}</div>,
      confirmText: t('addresses.delete'),
      cancelText: t('common.cancel'),
    });
    if (yes) remove.mutate(address.id);
  };
  return (
    <div className="address-card" data-testid={`address-${address.id}`}>
      <div className="address-card-head">
        <span className="address-card-name">{address.name}</span>
        <span>{address.mobile}</span>
        {address.is_default && (
          <Tag color="primary" fill="outline" data-testid={`address-default-${address.id}`}>
            {t('addresses.default')}
          </Tag>
        )}
      </div>
      <div className="address-card-text">
        {address.region} {address.detail}
      </div>
      <div className="address-card-actions">
        <Button size="mini" onClick={onEdit} data-testid={`address-edit-${address.id}`}>
          {t('addresses.edit')}
        </Button>
        <Button
          size="mini"
          color="danger"
          fill="outline"
          loading={remove.isPending}
          onClick={() => void confirmDelete()}
          data-testid={`address-delete-${address.id}`}
        >
          {t('addresses.delete')}
        </Button>
      </div>
    </div>
  );
}

function AddressList({ list, onEdit }: { list: Address[]; onEdit: (address: Address) => void }) {
  const { t } = useTranslation();
  if (list.length === 0)
    return (
      <ErrorBlock
        status="empty"
        title={t('addresses.empty')}
        description={t('addresses.empty_desc')}
        data-testid="addresses-empty"
      />
    );
  return (
    <div className="address-list">
      {list.map((address) => (
        <AddressCard key={address.id} address={address} onEdit={() => onEdit(address)} />
      ))}
    </div>
  );
}

export default function AddressBookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backAfterAdd = useSearchParams()[0].get('back') === '1';
  const addresses = useAddresses();
  const save = useSaveAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const list = addresses.data;
  const full = (list?.length ?? 0) >= AFTER_SALE_LIMITS.addressesMax;

  const submit = (body: AddressSaveBody) =>
    save.mutate(body, {
      onSuccess: () => {
        setEditing(null);
        if (backAfterAdd && body.id === undefined) navigate(-1);
      },
    });

  return (
    <Page title={t('addresses.title')}>
      {list === undefined ? (
        <LoadState error={addresses.isError} onRetry={() => void addresses.refetch()} testId="addresses" />
      ) : (
        <AddressList list={list} onEdit={setEditing} />
      )}
      <div className="address-add">
        <Button
          block
          color="primary"
          size="large"
          disabled={full || list === undefined}
          onClick={() => setEditing('new')}
          data-testid="address-add"
        >
          {full ? t('addresses.full', { max: AFTER_SALE_LIMITS.addressesMax }) : t('addresses.add')}
        </Button>
      </div>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        destroyOnClose
        bodyClassName="address-popup"
      >
        <div className="address-popup-title">{editing === 'new' ? t('addresses.add') : t('addresses.edit')}</div>
        {save.isError && (
          <div className="address-error" role="alert" data-testid="address-error">
            {save.error.message}
          </div>
        )}
        {editing !== null && (
          <AddressForm address={editing === 'new' ? undefined : editing} busy={save.isPending} onSubmit={submit} />
        )}
      </Popup>
    </Page>
  );
}
