import type { ReactNode } from 'react';
import { errorCodeOf } from './forms/submissionErrors';
import { CompassIcon } from './icons';
import { LoadError, PageState } from './PageState';

/** What a one-record page reads of its RTK Query hook. */
export interface RecordQuery<Data> {
  currentData?: Data | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The words of a record's states, in the page's namespace. */
export interface RecordStateTexts {
  notFoundTitle: string;
  notFoundBody: string;
  loadError: string;
  loadErrorHint: string;
}

/**
 * One record's page body (an invoice, a licence, a console record): the record once
 * loaded, `skeleton` meanwhile (and while a retry runs), "not found" for an id that names
 * none of the caller's (the server's NOT_FOUND, or `missing`: no id at all), else a failed
 * load with Try again. `notFoundAction` is a way on from "not found".
 */
export function RecordStates<Data>({
  query,
  texts,
  skeleton,
  missing = false,
  notFoundAction,
  children,
}: {
  query: RecordQuery<Data>;
  texts: RecordStateTexts;
  skeleton: ReactNode;
  missing?: boolean;
  notFoundAction?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.currentData) return children(query.currentData);
  if (query.isLoading || (query.isFetching && !query.isError)) return skeleton;
  if (missing || errorCodeOf(query.error) === 'NOT_FOUND') {
    return (
      <PageState
        icon={<CompassIcon />}
        title={texts.notFoundTitle}
        description={texts.notFoundBody}
      >
        {notFoundAction}
      </PageState>
    );
  }
  return (
    <LoadError
      title={texts.loadError}
      hint={texts.loadErrorHint}
      onRetry={() => void query.refetch()}
    />
  );
}
