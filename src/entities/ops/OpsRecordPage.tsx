import { Box, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { ArrowLeftIcon, CompassIcon } from '@/src/ui/icons';
import { LoadError, PageState } from '@/src/ui/PageState';

/** What the page reads of its RTK Query hook. */
interface RecordQuery<Data> {
  currentData?: Data;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface OpsRecordTexts {
  back: string;
  notFoundTitle: string;
  notFoundBody: string;
  loadError: string;
  loadErrorHint: string;
}

/**
 * One record of the console (a creator, a company): a link back to its list, then the
 * record once loaded, its skeleton meanwhile, "not found" for an id that names none, and
 * a failed load with Try again.
 */
export function OpsRecordPage<Data>({
  id,
  query,
  backTo,
  texts,
  skeleton,
  children,
}: {
  id: string;
  query: RecordQuery<Data>;
  backTo: string;
  texts: OpsRecordTexts;
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  let content: ReactNode;
  if (query.currentData) content = children(query.currentData);
  else if (query.isLoading || (query.isFetching && !query.isError)) content = skeleton;
  else if (!id || errorCodeOf(query.error) === 'NOT_FOUND') {
    content = (
      <PageState
        icon={<CompassIcon />}
        title={texts.notFoundTitle}
        description={texts.notFoundBody}
      />
    );
  } else {
    content = (
      <LoadError
        title={texts.loadError}
        hint={texts.loadErrorHint}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="6">
      <Box>
        <Button asChild variant="plain" size="sm" px="0" color="fg.muted">
          <RouterLink to={backTo}>
            <ArrowLeftIcon />
            {texts.back}
          </RouterLink>
        </Button>
      </Box>
      {content}
    </Stack>
  );
}
