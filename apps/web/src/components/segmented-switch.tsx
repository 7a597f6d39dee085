/**
 * A segmented switch (P2P's buy or sell, the community feed's tabs, a form's two choices): antd-mobile's
 * Segmented as it draws, the same markup and its own stylesheet, without the two libraries it draws it with.
 * rc-segmented and rc-motion, for the selection's sliding thumb, were 5 KB brotli and a request of their own on
 * the community and trading tabs' first load, where a request holds a share of a phone's line for a round trip at
 * least (bench/results/lighthouse-2026-12-07-c.md). The selection moves without sliding. A radio group: the
 * arrow keys move it, as the browser's own radios do.
 */
import 'antd-mobile/es/components/segmented/segmented.css';
import { useId, type ReactNode } from 'react';

export interface SwitchOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface Props<T extends string> {
  value: T;
  options: readonly SwitchOption<T>[];
  onChange: (value: T) => void;
  'aria-label': string;
}

export function SegmentedSwitch<T extends string>({ value, options, onChange, 'aria-label': label }: Props<T>) {
  const name = useId();
  return (
    <div className="adm-segmented adm-segmented-block" role="radiogroup" aria-label={label}>
      <div className="adm-segmented-group">
        {options.map((option) => (
          <label
            key={option.value}
            className={option.value === value ? 'adm-segmented-item adm-segmented-item-selected' : 'adm-segmented-item'}
          >
            <input
              className="adm-segmented-item-input"
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <div className="adm-segmented-item-label">{option.label}</div>
          </label>
        ))}
      </div>
    </div>
  );
}
