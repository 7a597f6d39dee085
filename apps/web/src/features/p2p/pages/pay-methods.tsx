/**
 * The member's payment methods (docs/api.md "P2P with payment methods"), reached from the P2P screens and from
 * Me: the list, add or edit in a sheet, delete after a confirmation. Off-chain sell ads name some of these,
 * and their buyers pay to them outside the app.
 */
import { P2P_PAY_METHODS_MAX, type Locale, type PayMethod } from '@app/contract';
import { DEFAULT_FIAT_BY_LOCALE } from '@app/contract/rules/fiat-format';
import { Button, ErrorBlock, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { useDeletePayMethod, usePayMethods, useSavePayMethod } from '../api/pay-methods';
import { PayMethodDetails } from '../components/pay-method-details';
import { PAY_TYPE_LABEL } from '../components/pay-type-label';
import { rememberedFiat, WALLET_MARKET } from '../components/fiat-choice';
import { PayMethodForm, type MethodDraft } from '../components/pay-method-form';
import { PaySheet } from '../components/pay-sheet';
import './p2p.css';
import './p2p-trade.css';
import { confirmDialog } from '@/lib/confirm-dialog';

/** The form's state: closed, a new method, or the method edited. */
type Editing = null | 'new' | PayMethod;

function MethodCard({ method, onEdit }: { method: PayMethod; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePayMethod();
  const confirmDelete = async () => {
    const yes = await confirmDialog({
      content: (
        <div data-testid="p2p-pm-delete-confirm">
          {t('p2p.pm_delete_confirm', { type: t(PAY_TYPE_LABEL[method.type]), account: method.account })}
        </div>
      ),
      confirmText: t('p2p.pm_delete'),
      cancelText: t('p2p.cancel'),
    });
    if (yes) remove.mutate(method.id);
  };
  return (
    <PayMethodDetails method={method} testId={`p2p-pm-${method.id}`}>
      <Button size="mini" onClick={onEdit} data-testid={`p2p-pm-edit-${method.id}`}>
        {t('p2p.pm_edit')}
      </Button>
      <Button
        size="mini"
        color="danger"
        fill="outline"
        loading={remove.isPending}
        onClick={() => void confirmDelete()}
        data-testid={`p2p-pm-delete-${method.id}`}
      >
        {t('p2p.pm_delete')}
      </Button>
    </PayMethodDetails>
  );
}

function MethodList({ list, onEdit }: { list: PayMethod[]; onEdit: (method: PayMethod) => void }) {
  const { t } = useTranslation();
  if (list.length === 0)
    return (
      <ErrorBlock status="empty" title={t('p2p.pm_empty')} description={t('p2p.pm_empty_desc')} data-testid="p2p-pms-empty" />
    );
  return (
    <div className="p2p-body" data-testid="p2p-pms">
      {list.map((method) => (
        <MethodCard key={method.id} method={method} onEdit={() => onEdit(method)} />
      ))}
    </div>
  );
}

export default function PayMethodsPage() {
  const { t, i18n } = useTranslation();
  const methods = usePayMethods();
  const save = useSavePayMethod();
  const [editing, setEditing] = useState<Editing>(null);
  const list = methods.data;
  const full = (list?.length ?? 0) >= P2P_PAY_METHODS_MAX;
  // a new method starts in the market's currency (fiat-choice.ts), the language's before any choice
  const startFiat = rememberedFiat() ?? DEFAULT_FIAT_BY_LOCALE[i18n.language as Locale] ?? 'USD';
  // saving asks for the payment password (docs/api.md "Providers"): the form's draft waits for it
  const [draft, setDraft] = useState<MethodDraft>();
  const submit = (paypassword: string) =>
    draft &&
    save.mutate(
      { ...draft, paypassword },
      {
        onSuccess: () => setEditing(null),
        onSettled: () => setDraft(undefined),
      },
    );

  return (
    <Page title={t('p2p.pm_title')}>
      {list === undefined ? (
        <LoadState error={methods.isError} onRetry={() => void methods.refetch()} testId="p2p-pms" />
      ) : (
        <MethodList list={list} onEdit={setEditing} />
      )}
      <div className="p2p-submit">
        <Button
          block
          color="primary"
          size="large"
          disabled={full || list === undefined}
          onClick={() => setEditing('new')}
          data-testid="p2p-pm-add"
        >
          {full ? t('p2p.pm_full', { max: P2P_PAY_METHODS_MAX }) : t('p2p.pm_add')}
        </Button>
      </div>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        destroyOnClose
        bodyClassName="p2p-sheet p2p-pm-sheet"
      >
        <div className="p2p-sheet-title">{editing === 'new' ? t('p2p.pm_add') : t('p2p.pm_edit')}</div>
        {save.isError && (
          <div className="p2p-error" role="alert" data-testid="p2p-pm-error">
            {save.error.message}
          </div>
        )}
        {editing !== null && (
          <PayMethodForm
            method={editing === 'new' ? undefined : editing}
            fiat={startFiat === WALLET_MARKET ? (DEFAULT_FIAT_BY_LOCALE[i18n.language as Locale] ?? 'USD') : startFiat}
            busy={save.isPending}
            onSubmit={setDraft}
          />
        )}
      </Popup>
      <PaySheet
        visible={draft !== undefined}
        title={t('p2p.pm_save')}
        busy={save.isPending}
        onCancel={() => setDraft(undefined)}
        onSubmit={submit}
        rows={draft ? [{ label: t('field.pm_account'), value: draft.account, testId: 'p2p-pm-confirm-account' }] : []}
      />
    </Page>
  );
}
