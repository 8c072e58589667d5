import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormSkeleton, LoadError } from './LoadStates.tsx';

/** The sections of an edit screen while its record loads. */
const SECTIONS = [200, 160];

interface RecordLoaderProps<T> {
  readonly query: UseQueryResult<T>;
  /** False when the address holds no valid id. */
  readonly validId: boolean;
  /** Where 'back' leads: the list. */
  readonly backTo: string;
  readonly texts: { readonly loadError: string; readonly retry: string; readonly back: string };
  /** The heights of the form's sections, for the skeleton. */
  readonly sections?: readonly number[];
  readonly children: (record: T) => ReactNode;
}

/** The record an edit screen needs: a skeleton while it loads, an alert if it cannot. */
export function RecordLoader<T>(props: RecordLoaderProps<T>) {
  const { query, validId, backTo, texts, sections = SECTIONS, children } = props;
  if (query.isError || !validId) {
    return (
      <LoadError
        title={texts.loadError}
        error={query.error}
        onRetry={validId ? () => void query.refetch() : undefined}
        retryLabel={texts.retry}
        backTo={backTo}
        backLabel={texts.back}
      />
    );
  }
  if (query.data === undefined) return <FormSkeleton sections={sections} />;
  return children(query.data);
}
