import { Stack, Text } from '@chakra-ui/react';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { RelativeTime } from '@/src/ui/RelativeTime';

/**
 * A moment in the console: how long ago ("3 hours ago", kept true as minutes pass) above
 * the date and time it was, since an operator compares both (who waited longest, when
 * exactly).
 */
export function OpsMoment({ at }: { at: string }) {
  const format = useDealFormats();
  const absolute = format.dateTime(at);
  return (
    <Stack gap="0">
      <RelativeTime at={at} relative={format.relative} title={absolute} />
      <Text as="span" fontSize="xs" color="fg.muted">
        {absolute}
      </Text>
    </Stack>
  );
}
