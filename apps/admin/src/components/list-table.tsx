/**
 * A console list (docs/api.md "Conventions": page from 1, a fixed page size, the server's total): the page and the
 * filters as one state (a new filter goes back to page 1), and the table that shows one page of it.
 */
import type { ListPage } from '@app/contract';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { pageControls } from './page-controls.ts';

export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}

export function useListState<F extends object>(pageSize: number, initial: F = {} as F) {
  const [page, setPage] = useState(1);
  const [filters, setAll] = useState<F>(initial);
  const setFilters = (next: F) => {
    setAll(next);
    setPage(1);
  };
  /** An onChange for one filter control. */
  const filter =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setFilters({ ...filters, [key]: value });
  const paging: Paging = { page, pageSize, setPage };
  return { paging, filters, setFilters, filter, query: { page, limit: pageSize, ...filters } };
}

type ListTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & {
  list: { data?: ListPage<T>; isFetching: boolean };
  paging: Paging;
  emptyText: string;
};

export function ListTable<T extends object>({ list, paging, emptyText, ...table }: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      {...table}
      dataSource={list.data?.data}
      loading={list.isFetching}
      locale={{ emptyText }}
      pagination={pageControls(paging.page, paging.pageSize, list.data?.total, paging.setPage)}
    />
  );
}
