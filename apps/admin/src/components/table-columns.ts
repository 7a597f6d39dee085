/**
 * Console table columns typed by their row: `dataIndex` must name a field of the row type (antd's own column type
 * takes any string there), so a field renamed in the contract fails typecheck instead of showing an empty column.
 * Console tables declare their columns with `Columns<Row>` (eslint.config.js keeps antd's untyped one out).
 */
import type { TableColumnType } from 'antd';

export type Column<Row> = Omit<TableColumnType<Row>, 'dataIndex'> & { dataIndex?: keyof Row & string };
export type Columns<Row> = Column<Row>[];

/** For columns written inline in JSX, where no annotation fits: `columns={columnsOf<Row>([…])}`. */
export const columnsOf = <Row>(list: Columns<Row>): Columns<Row> => list;
