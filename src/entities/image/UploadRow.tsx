import { Button, CloseButton, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '@/src/ui/forms/UploadProgress';
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
      <UploadProgress
        fileName={upload.file.name}
        error={upload.error}
        progress={upload.progress}
        label={t('uploading', { name: upload.file.name })}
      />
      {upload.error && (
        <Button size="xs" variant="outline" aria-label={t('retry', { number })} onClick={onRetry}>
          {t('retryShort')}
        </Button>
      )}
      <CloseButton size="xs" aria-label={t('remove', { number })} onClick={onRemove} />
    </Flex>
  );
}
