/**
 * The last step of every P2P money move: the figures once more, then the 6-digit payment password
 * (docs/api.md "Conventions"). Filling the sixth digit sends; the password is never kept. The password is a
 * plain labelled password field: antd-mobile's PasscodeInput puts its text input inside an element with the
 * role of a button, which screen readers cannot operate (axe `nested-interactive`, serious).
 */
import { Button, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';

export interface SheetRow {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}

interface Props {
  visible: boolean;
  title: string;
  rows: SheetRow[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (paypassword: string) => void;
}

export function PaySheet({ visible, title, rows, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const send = (password: string) => {
    if (busy || password.length !== 6) return;
    setValue('');
    onSubmit(password);
  };
  const close = () => {
    setValue('');
    onCancel();
  };
  return (
    <Popup visible={visible} onMaskClick={close} bodyClassName="p2p-sheet" destroyOnClose>
      <div className="p2p-sheet-title" data-testid="p2p-pay-title">
        {title}
      </div>
      <dl className="p2p-sheet-rows" data-testid="p2p-pay-summary">
        {rows.map((row) => (
          <div key={row.label} className={row.strong ? 'p2p-sheet-row is-strong' : 'p2p-sheet-row'}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <label className="p2p-sheet-label" htmlFor="p2p-paypassword">
        {t('p2p.enter_paypassword')}
      </label>
      <FieldInput
        id="p2p-paypassword"
        testId="p2p-passcode"
        className="p2p-passcode"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        onChange={(next) => {
          const digits = next.replace(/\D/g, '');
          if (digits.length === 6) send(digits);
          else setValue(digits);
        }}
      />
      <div className="p2p-sheet-actions">
        <Button block onClick={close}>
          {t('p2p.cancel')}
        </Button>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={value.length !== 6}
          data-testid="p2p-pay-confirm"
          onClick={() => send(value)}
        >
          {t('p2p.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
