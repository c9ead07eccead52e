import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { LoadingSkeleton } from './loading-skeleton';

type QueryContentProps<T> = {
  query: UseQueryResult<T>;
  /** The spec's message for a failed load (also shown as a snackbar by the query). */
  errorMessage: string;
  /** Shown instead when the server answers 404. */
  notFoundMessage?: string;
  loadingHeight?: number;
  children: (data: T) => ReactNode;
};

/** Loading placeholder, failure with Retry, or the loaded content. */
export function QueryContent<T>({
  query,
  errorMessage,
  notFoundMessage,
  loadingHeight = 240,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) {
    return <LoadingSkeleton height={loadingHeight} />;
  }
  if (query.isError) {
    const isNotFound = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <Alert
        severity="error"
        action={
          isNotFound ? undefined : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )
        }
      >
        {isNotFound && notFoundMessage ? notFoundMessage : errorMessage}
      </Alert>
    );
  }
  return children(query.data);
}
