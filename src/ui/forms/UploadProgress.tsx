import { Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useMessageText, type FormMessage } from './messages';

interface UploadProgressProps {
  /** The chosen file's name, shown first. */
  fileName: string;
  /** What the API refused it with, in place of the bar. */
  error: FormMessage | null;
  /** Sent so far, from 0 to 1. */
  progress: number;
  /** The bar's accessible name ("Uploading clip.mp4"). */
  label: string;
}

/** A file on its way to the API: its name, then a progress bar with its percentage or the refusal. */
export function UploadProgress({ fileName, error, progress, label }: UploadProgressProps) {
  const text = useMessageText();
  const percent = Math.round(progress * 100);
  return (
    <Stack flex="1" minW="0" gap="1.5">
      <Text fontSize="sm" fontWeight="medium" truncate>
        {fileName}
      </Text>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {text(error)}
        </Text>
      ) : (
        <Progress.Root value={percent} size="sm" colorPalette="brand">
          <Flex align="center" gap="3">
            <Progress.Track flex="1" aria-label={label}>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="xs" color="fg.muted" minW="9" textAlign="end">
              {percent}%
            </Progress.ValueText>
          </Flex>
        </Progress.Root>
      )}
    </Stack>
  );
}
