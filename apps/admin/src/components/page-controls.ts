/** The pager every console list shows (docs/api.md "Conventions": page from 1, a fixed page size, the server's total). */
import type { TablePaginationConfig } from 'antd';

export function pageControls(
  current: number,
  pageSize: number,
  total: number | undefined,
  onChange: (page: number) => void,
): TablePaginationConfig {
  return { current, pageSize, total: total ?? 0, showSizeChanger: false, onChange };
}
