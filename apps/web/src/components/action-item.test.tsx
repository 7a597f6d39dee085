/** components/action-item.tsx: a list row that does something, reached and pressed like a button. */
import { fireEvent, render, screen } from '@testing-library/react';
import { List } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { ActionItem } from './action-item';

describe('a list row that does something', () => {
  it('is a button a keyboard reaches, named by its title, pressed from anywhere on the row', () => {
    const open = vi.fn();
    render(
      <List>
        <ActionItem data-testid="row" extra="2 km" onClick={open} current>
          Settings
        </ActionItem>
      </List>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-current')).toBe('true');
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    // Not an anchor without href, which no keyboard reaches.
    expect(screen.getByTestId('row').querySelector('a')).toBeNull();
  });

  it('keeps a button of its own in the extra apart, and without an action is a plain row', () => {
    const open = vi.fn();
    const chat = vi.fn();
    render(
      <List>
        <ActionItem
          onClick={open}
          extra={
            <button type="button" onClick={chat}>
              Chat
            </button>
          }
        >
          Shop
        </ActionItem>
        <ActionItem data-testid="plain">Opening hours</ActionItem>
      </List>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(chat).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('plain').querySelector('button')).toBeNull();
  });
});
