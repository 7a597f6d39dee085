/**
 * A list row that does something when pressed: antd-mobile's row, with a native button stretched over it. Its
 * List.Item with `onClick` renders an `<a>` without `href`, which no keyboard reaches (WCAG 2.1.1) and which
 * Lighthouse reports as a link it cannot follow. Here Tab, Enter and Space work, a screen reader names the row by
 * its title, and a tap anywhere on the row presses the button (a link or button in its `extra` stays its own).
 * Without `onClick` it is a plain row.
 */
import { List, type ListItemProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import './action-item.css';

type ActionItemProps = Omit<ListItemProps, 'onClick' | 'clickable' | 'children'> & {
  onClick?: () => void;
  children: ReactNode;
  /** The row is the current choice (a language, say): said by the button as `aria-current`. */
  current?: boolean;
};

export function ActionItem({ onClick, children, current, ...item }: ActionItemProps) {
  if (!onClick) return <List.Item {...item}>{children}</List.Item>;
  // Without antd-mobile's own `onClick` the row would lose its arrow: shown unless the caller says otherwise.
  return (
    <List.Item
      {...item}
      arrowIcon={item.arrowIcon ?? true}
      className={item.className ? `action-item ${item.className}` : 'action-item'}
    >
      <button type="button" className="action-item-button" aria-current={current ? 'true' : undefined} onClick={onClick}>
        {children}
      </button>
    </List.Item>
  );
}
