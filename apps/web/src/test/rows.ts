/** Lists in tests. */
import { fireEvent, within } from '@testing-library/react';

/**
 * Presses a list row (components/action-item.tsx) as a tap anywhere on it does: through the row's own button, the
 * first in it (a button in its `extra` comes after).
 */
export function pressRow(row: HTMLElement): void {
  fireEvent.click(within(row).getAllByRole('button')[0]!);
}
