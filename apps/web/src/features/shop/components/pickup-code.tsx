/**
 * The buyer's pickup code at the counter (docs/api.md "Delivery addresses and after-sale": pickup goods): the
 * six digits large, and the same digits as a QR code the merchant's phone can read, drawn here from the code
 * alone (the qrcode library), so nothing else leaves the device.
 */
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function useQr(text: string): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    // SVG needs no canvas, so the picture is drawn the same on every phone
    QRCode.toString(text, { type: 'svg', margin: 1, width: 160 })
      .then((svg) => live && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setUrl(''));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

export function PickupCode({ orderId, code }: { orderId: number; code: string }) {
  const { t } = useTranslation();
  const qr = useQr(code);
  return (
    <div className="shop-pickup" data-testid={`order-pickup-code-${orderId}`}>
      {qr && <img className="shop-pickup-qr" src={qr} width={160} height={160} alt={t('shop.pickup_qr_alt', { code })} />}
      <div className="shop-pickup-code">{t('checkout.pickup_code', { code })}</div>
      <div className="shop-muted">{t('checkout.pickup_code_hint')}</div>
    </div>
  );
}
