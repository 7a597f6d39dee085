/**
 * The merchant reads the buyer's pickup QR with the phone's camera (docs/api.md "Delivery addresses and
 * after-sale": hand-over) where the browser can decode it (BarcodeDetector); elsewhere the button is not shown
 * and the six digits are typed. Only a 6-digit reading counts; the camera stops as soon as the sheet closes.
 */
import { Button, Popup } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
const canScan = () => Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);
const SIX_DIGITS = /^\d{6}$/;

/** Streams the back camera into `video` and polls the detector until a 6-digit code shows. */
function useScanner(active: boolean, onCode: (code: string) => void, onFail: () => void) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, read when a code shows, so a re-render does not restart the camera.
  const handlers = useRef({ onCode, onFail });
  useEffect(() => {
    handlers.current = { onCode, onFail };
  });
  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    const Detector = detectorClass()!;
    const detector = new Detector({ formats: ['qr_code'] });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (!live || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((found) => {
            const code = found.map((f) => f.rawValue.trim()).find((v) => SIX_DIGITS.test(v));
            if (code && live) handlers.current.onCode(code);
          });
        }, 300);
      })
      .catch(() => live && handlers.current.onFail());
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);
  return video;
}

export function ScanCodeButton({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useScanner(
    open,
    (code) => {
      setOpen(false);
      onCode(code);
    },
    () => setFailed(true),
  );
  if (!canScan()) return null;
  return (
    <>
      <Button size="small" fill="outline" data-testid="handover-scan" onClick={() => (setFailed(false), setOpen(true))}>
        <ScanningOutline /> {t('shop.scan_code')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose bodyClassName="shop-sheet">
        <div className="shop-sheet-title">{t('shop.scan_code')}</div>
        {failed ? (
          <div className="shop-error" role="alert" data-testid="handover-scan-error">
            {t('shop.scan_failed')}
          </div>
        ) : (
          <video ref={video} className="shop-scan-video" muted playsInline aria-label={t('shop.scan_hint')} />
        )}
        <p className="shop-muted">{t('shop.scan_hint')}</p>
      </Popup>
    </>
  );
}
