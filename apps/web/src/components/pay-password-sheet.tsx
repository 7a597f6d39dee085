/**
 * The last step of every points move (docs/api.md "Conventions": a `paypassword` is the 6-digit payment
 * password): asked only after the member confirmed the figures, sent with the request, never kept.
 */
import { payPasswordField } from '@app/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import './pay-password-sheet.css';

interface Props {
  visible: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (paypassword: string) => void;
}

export function PayPasswordSheet({ visible, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const valid = payPasswordField.safeParse(value).success;
  const close = () => {
    setValue('');
    onCancel();
  };
  return (
    <Popup visible={visible} onMaskClick={close} bodyClassName="pay-sheet" destroyOnClose>
      <div className="pay-sheet-title">{t('points.enter_paypassword')}</div>
      <FieldInput
        testId="paypassword-input"
        className="pay-sheet-input"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        value={value}
        onChange={(next) => setValue(next.replace(/\D/g, ''))}
        placeholder={t('points.paypassword_placeholder')}
      />
      <Button
        block
        color="primary"
        size="large"
        disabled={!valid}
        loading={busy}
        data-testid="paypassword-confirm"
        onClick={() => {
          onSubmit(value);
          setValue('');
        }}
      >
        {t('points.pay')}
      </Button>
    </Popup>
  );
}
