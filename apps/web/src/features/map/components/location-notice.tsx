/** The position's state over the map: a small, non-blocking note when it is refused or unavailable. */
import { useTranslation } from 'react-i18next';
import type { GeoStatus } from '../hooks/use-geolocation';

export function LocationNotice({ status }: { status: GeoStatus }) {
  const { t } = useTranslation();
  if (status === 'located') return null;
  return (
    <div className={`map-location-notice is-${status}`} data-testid="map-location" data-state={status} role="status">
      {status === 'locating' ? t('map.locating') : status === 'denied' ? t('map.location_denied') : t('map.location_unavailable')}
    </div>
  );
}
