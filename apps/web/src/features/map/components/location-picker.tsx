/**
 * A location picked on a small map (docs/product.md §3 "location"): tap to place the pin, or pin the map's centre.
 * Starts where the member is or was looking; works without tiles like the home map.
 */
import { Button, DotLoading } from 'antd-mobile';
import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import { useInit } from '@/lib/app-init';
import type { LatLng } from '../utils/geo';
import { lastCenter } from '../utils/search-path';
import { MapCanvas } from './map-canvas';
import { labelIcon } from './marker-icons';

interface LocationPickerProps {
  value?: LatLng | null;
  onChange?: (at: LatLng) => void;
  testId: string;
  type: 'person' | 'shop';
}

const noop = () => {};

export function LocationPicker({ value, onChange, testId, type }: LocationPickerProps) {
  const { t } = useTranslation();
  const init = useInit();
  const [map, setMap] = useState<LeafletMap | null>(null);
  if (!init.data) return <DotLoading color="primary" />;
  const start = value ?? lastCenter() ?? init.data.map.default_center;
  const pinCentre = () => {
    const centre = map?.getCenter();
    if (centre) onChange?.([centre.lat, centre.lng]);
  };
  return (
    <div className="label-picker" data-testid={testId} data-picked={Boolean(value)}>
      <MapCanvas
        className="label-picker-map"
        settings={init.data.map}
        center={start}
        onView={noop}
        onMap={setMap}
        onClick={(at) => onChange?.(at)}
      >
        {value && <Marker position={[value[0], value[1]]} icon={labelIcon(0, type, true)} />}
      </MapCanvas>
      <div className="label-picker-bar">
        <span data-testid={`${testId}-value`}>
          {value ? `${value[0].toFixed(5)}, ${value[1].toFixed(5)}` : t('map.tap_to_pick')}
        </span>
        <Button size="mini" color="primary" fill="outline" data-testid={`${testId}-centre`} onClick={pinCentre}>
          {t('map.pin_centre')}
        </Button>
      </div>
    </div>
  );
}
