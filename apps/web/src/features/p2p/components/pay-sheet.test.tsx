/**
 * The P2P payment-password step as a screen reader meets it: a labelled password field (no text input inside
 * a button, axe `nested-interactive`), no serious or critical axe finding, and the sixth digit sends.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PaySheet } from './pay-sheet';

describe('PaySheet', () => {
  it('labels the password field, passes axe, and sends on the sixth digit', async () => {
    await initI18n('en');
    const onSubmit = vi.fn();
    render(
      <PaySheet
        visible
        title="Pay"
        rows={[{ label: 'Total', value: '4 USDT' }]}
        busy={false}
        onCancel={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const field = await screen.findByLabelText('Enter your 6-digit payment password');
    expect(field.getAttribute('type')).toBe('password');
    expect(field).toBe(screen.getByTestId('p2p-passcode'));
    const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    const bad = found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(bad).toEqual([]);
    fireEvent.change(field, { target: { value: '12a345' } });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '123456' } });
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });
});
