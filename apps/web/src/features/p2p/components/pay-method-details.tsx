/**
 * One payment method as a card: its type, the bank or provider, the account holder and the account, and the
 * QR image. On an order (docs/api.md "P2P with payment methods") the buyer copies the name and the account
 * with a tap and opens the QR large; on my own list the card carries edit and delete instead.
 */
import type { PayMethod } from '@app/contract';
import { Button, Image, ImageViewer, Tag, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/request';
import { PAY_TYPE_LABEL } from './pay-type-label';
import { TAG_COLOR } from './tag-colors';

interface Props {
  method: PayMethod;
  /** show copy buttons beside the name and the account (the buyer paying) */
  copyable?: boolean;
  testId: string;
  children?: ReactNode;
}

function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => Toast.show({ icon: 'success', content: t('p2p.copied') }))
      .catch(() => Toast.show({ content: t('p2p.copy_failed') }));
  return (
    <Button
      size="mini"
      fill="none"
      color="primary"
      onClick={() => void copy()}
      data-testid={testId}
      aria-label={`${t('p2p.copy')} ${label}`}
    >
      {t('p2p.copy')}
    </Button>
  );
}

function Line({ label, value, copy, testId }: { label: string; value: string; copy?: boolean; testId: string }) {
  return (
    <div className="p2p-pm-line">
      <span className="p2p-muted">{label}</span>
      <span className="p2p-pm-value" data-testid={testId}>
        {value}
      </span>
      {copy && <CopyButton text={value} label={`${label}: ${value}`} testId={`${testId}-copy`} />}
    </div>
  );
}

export function PayMethodDetails({ method, copyable, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="p2p-card p2p-pm" data-testid={testId}>
      <div className="p2p-pm-head">
        <Tag color={TAG_COLOR.moving} fill="outline" data-testid={`${testId}-type`}>
          {method.provider ? `${method.provider.name} · ${method.provider.fiat}` : t(PAY_TYPE_LABEL[method.type])}
        </Tag>
        {method.bank && <span className="p2p-pm-bank">{method.bank}</span>}
      </div>
      <Line label={t('field.pm_name')} value={method.name} copy={copyable} testId={`${testId}-name`} />
      <Line label={t('field.pm_account')} value={method.account} copy={copyable} testId={`${testId}-account`} />
      {method.qrcode && (
        <button
          type="button"
          className="p2p-pm-qr"
          onClick={() => ImageViewer.show({ image: mediaUrl(method.qrcode!) })}
          aria-label={t('p2p.pm_qr_open')}
          data-testid={`${testId}-qr`}
        >
          <Image src={mediaUrl(method.qrcode)} width={64} height={64} fit="contain" alt={t('p2p.pm_qrcode')} />
        </button>
      )}
      {children && <div className="p2p-pm-actions">{children}</div>}
    </div>
  );
}
