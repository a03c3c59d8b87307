import { Button, CloseButton, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/src/ui/forms/messages';
import type { PendingUpload } from './useUploads';

interface UploadRowProps {
  upload: PendingUpload;
  number: number;
  onRetry: () => void;
  onRemove: () => void;
}

/** A file being uploaded (name, progress bar, percentage) or refused by the API (retry). */
export function UploadRow({ upload, number, onRetry, onRemove }: UploadRowProps) {
  const { t } = useTranslation('images');
  const text = useMessageText();
  const percent = Math.round(upload.progress * 100);
  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      px="3"
      py="2"
      rounded="lg"
      borderWidth="1px"
      borderColor={upload.error ? 'border.error' : 'border.muted'}
    >
      <Stack flex="1" minW="0" gap="1.5">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {upload.file.name}
        </Text>
        {upload.error ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {text(upload.error)}
          </Text>
        ) : (
          <Progress.Root value={percent} size="sm" colorPalette="brand">
            <Flex align="center" gap="3">
              <Progress.Track flex="1" aria-label={t('uploading', { name: upload.file.name })}>
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText fontSize="xs" color="fg.muted" minW="9" textAlign="end">
                {percent}%
              </Progress.ValueText>
            </Flex>
          </Progress.Root>
        )}
      </Stack>
      {upload.error && (
        <Button size="xs" variant="outline" aria-label={t('retry', { number })} onClick={onRetry}>
          {t('retryShort')}
        </Button>
      )}
      <CloseButton size="xs" aria-label={t('remove', { number })} onClick={onRemove} />
    </Flex>
  );
}
