/**
 * "Report a problem" on a shop page (docs/api.md "Reports of closed or moved places"): closed, moved (with the new
 * pin picked on a small map or the member's current position), wrong details, or not accepting PI, and a note.
 * A refusal (already reported today, pin too far) is shown in the sheet from the envelope's message.
 */
import { PLACE_REPORT_KINDS, PLACE_REPORT_NOTE_MAX, type PlaceReportKind, type ShopDetail } from '@app/contract';
import { Button, Popup, Selector, TextArea } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/request';
import { showToast } from '@/lib/toast';
import { useReportPlace } from '../api/place-reports';
import { currentPosition } from '../utils/current-position';
import type { LatLng } from '../utils/geo';
import '../pages/forms.css';

const KIND_TEXTS: Record<PlaceReportKind, string> = {
  closed: 'map.place.kind.closed',
  moved: 'map.place.kind.moved',
  wrong_details: 'map.place.kind.wrong_details',
  no_pi: 'map.place.kind.no_pi',
};

// The small map only loads when "moved" is chosen.
const LocationPicker = lazy(() => import('./location-picker').then((m) => ({ default: m.LocationPicker })));

function ReportForm({ shop, onDone }: { shop: ShopDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const report = useReportPlace(shop.id);
  const [kind, setKind] = useState<PlaceReportKind | null>(null);
  const [pin, setPin] = useState<LatLng | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState('');
  const [locating, setLocating] = useState(false);

  const pinMyPosition = async () => {
    setLocating(true);
    const at = await currentPosition();
    setLocating(false);
    if (at) setPin(at);
    else showToast({ content: t('map.location_unavailable') });
  };
  const submit = async () => {
    if (!kind) return;
    setRefusal('');
    const where = kind === 'moved' && pin ? { lat: pin[0], lng: pin[1] } : {};
    try {
      await report.mutateAsync({ kind, note: note.trim() || undefined, ...where });
      showToast({ content: t('map.place.reported') });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

  return (
    <div className="place-report" data-testid="place-report">
      <h2 className="map-filter-title">{t('map.place.report_title', { name: shop.name })}</h2>
      <Selector
        columns={2}
        value={kind ? [kind] : []}
        onChange={(picked) => setKind(picked[0] ?? null)}
        options={PLACE_REPORT_KINDS.map((k) => ({
          label: <span data-testid={`report-kind-${k}`}>{t(KIND_TEXTS[k])}</span>,
          value: k,
        }))}
      />
      {kind === 'moved' && (
        <div className="place-report-pin">
          <p>{t('map.place.new_pin')}</p>
          <Suspense fallback={<div className="label-picker-map" />}>
            <LocationPicker value={pin ?? [shop.lat, shop.lng]} onChange={setPin} testId="report-pin" type="shop" />
          </Suspense>
          <Button
            size="mini"
            fill="outline"
            loading={locating}
            data-testid="report-pin-here"
            onClick={() => void pinMyPosition()}
          >
            {t('map.place.use_my_position')}
          </Button>
        </div>
      )}
      <TextArea
        className="place-report-note"
        placeholder={t('map.place.note')}
        aria-label={t('map.place.note')}
        value={note}
        onChange={setNote}
        maxLength={PLACE_REPORT_NOTE_MAX}
        showCount
        rows={3}
        data-testid="report-note"
      />
      {refusal && (
        <p className="place-report-refusal" role="alert" data-testid="report-refusal">
          {refusal}
        </p>
      )}
      <Button
        block
        color="primary"
        disabled={!kind || (kind === 'moved' && !pin)}
        loading={report.isPending}
        data-testid="report-submit"
        onClick={() => void submit()}
      >
        {t('map.place.send_report')}
      </Button>
    </div>
  );
}

export function ReportPlaceSheet({ shop, open, onClose }: { shop: ShopDetail; open: boolean; onClose: () => void }) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <ReportForm shop={shop} onDone={onClose} />
    </Popup>
  );
}
