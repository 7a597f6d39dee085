import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedSwitch } from './segmented-switch';

function Sides() {
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  return (
    <SegmentedSwitch
      aria-label="Side"
      value={side}
      onChange={setSide}
      options={[
        { value: 'buy', label: 'Buy PI' },
        { value: 'sell', label: 'Sell PI' },
      ]}
    />
  );
}

describe('SegmentedSwitch', () => {
  it('is a named radio group whose tapped option becomes the selected one, drawn as antd-mobile draws it', () => {
    render(<Sides />);
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    expect(group.className).toBe('adm-segmented adm-segmented-block');
    const [buy, sell] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect([buy!.checked, sell!.checked]).toEqual([true, false]);
    fireEvent.click(screen.getByText('Sell PI'));
    expect([buy!.checked, sell!.checked]).toEqual([false, true]);
    expect(screen.getByText('Sell PI').closest('label')!.className).toContain('adm-segmented-item-selected');
    expect(screen.getByText('Buy PI').closest('label')!.className).not.toContain('adm-segmented-item-selected');
  });
});
