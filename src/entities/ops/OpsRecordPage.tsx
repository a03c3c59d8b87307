import { Box, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import { RecordStates } from '@/src/ui/RecordStates';
import type { RecordQuery, RecordStateTexts } from '@/src/ui/RecordStates';

export interface OpsRecordTexts extends RecordStateTexts {
  back: string;
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
      <RecordStates query={query} texts={texts} skeleton={skeleton} missing={!id}>
        {children}
      </RecordStates>
    </Stack>
  );
}
