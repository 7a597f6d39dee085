/** Every confirmation has a name a screen reader announces (axe "aria-dialog-name"). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { tapInDialog } from '@/test/dialog';
import { confirmDialog } from './confirm-dialog';
import { initI18n } from './i18n';

describe('confirmDialog', () => {
  beforeAll(() => initI18n('en'));

  it('names the dialog by its text, and answers what the member chose', async () => {
    const answer = confirmDialog({ content: 'Delete this address?', confirmText: 'Delete', cancelText: 'Cancel' });
    expect(await screen.findByRole('dialog', { name: 'Delete this address?' })).toBeTruthy();
    fireEvent.click(screen.getByText('Delete'));
    await expect(answer).resolves.toBe(true);
  });

  it('names a dialog whose content is not text "Confirm"', async () => {
    const answer = confirmDialog({ content: <b>30 USDT</b>, confirmText: 'OK', cancelText: 'Cancel' });
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeTruthy();
    await tapInDialog('Cancel');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
