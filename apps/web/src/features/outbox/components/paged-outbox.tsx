import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryContent } from '../../../components/ui/query-content';
import type { OutboxPageParams } from '../api/get-email-outbox';
import { OutboxTable, type OutboxTableProps } from './outbox-table';

type PagedOutboxProps<T> = Omit<
  OutboxTableProps<T>,
  'rows' | 'total' | 'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange'
> & {
  /** The list's query hook, asked one page at a time. */
  usePage: (params: OutboxPageParams) => UseQueryResult<{ items: T[]; total: number }>;
  /** The spec's message when the list cannot be read. */
  errorMessage: string;
};

/** One of the Outbox screen's lists: server-paged, newest first, loading and failure states. */
export function PagedOutbox<T>({ usePage, errorMessage, ...table }: PagedOutboxProps<T>) {
  const [params, setParams] = useState<OutboxPageParams>({ page: 1, pageSize: 25 });
  const query = usePage(params);
  return (
    <QueryContent query={query} errorMessage={errorMessage}>
      {(data) => (
        <OutboxTable
          {...table}
          rows={data.items}
          total={data.total}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          onPageSizeChange={(pageSize) => setParams({ page: 1, pageSize })}
        />
      )}
    </QueryContent>
  );
}
