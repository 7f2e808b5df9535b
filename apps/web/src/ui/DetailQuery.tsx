import type { UseQueryResult } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { msg } from '../messages';
import { LoadError } from './LoadError';

/**
 * A detail page before its record is there: not found (a bad id or a 404, with the way `back`), a load error with
 * "Tekrar dene", a skeleton while loading; then `children` with the record.
 */
export function DetailQuery<T>({
  validId,
  query,
  back,
  loadFailed,
  children,
}: {
  validId: boolean;
  query: UseQueryResult<T>;
  back: ReactNode;
  loadFailed: string;
  children: (record: T) => ReactNode;
}) {
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Result
        status="404"
        title={msg.pages.notFoundTitle}
        subTitle={query.error ? errorMessage(query.error) : msg.pages.notFoundText}
        extra={back}
      />
    );
  }
  if (query.isError && !query.data) {
    return <LoadError error={query.error} fallback={loadFailed} retry={query.refetch} />;
  }
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  return children(query.data);
}
