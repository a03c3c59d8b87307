import { Alert, Button, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { boughtParts } from '@/domain/content/parts';
import { CONTENT_IMAGES_MAX, CONTENT_VIDEO_MAX_BYTES, contentKindOf } from '@/domain/content/rules';
import { IMAGE_ACCEPT } from '@/domain/images/rules';
import { VIDEO_TYPES } from '@/domain/content/rules';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useMessageText } from '@/src/ui/forms/messages';
import { UploadProgress } from '@/src/ui/forms/UploadProgress';
import type { CreatorDealDetail } from '../api';
import { useContentUpload } from '../hooks/useContentUpload';
import { useCreatorDealToast } from '../hooks/useCreatorDealToast';
import { ExtraPartsUpload, useMissingText } from './ExtraPartsUpload';
import { FilePicker } from './FilePicker';

/**
 * Upload the content: photos (1 to 10) or one video, from the camera or the files, checked
 * before sending with the shared rules, sent with a progress bar. A UGC video campaign that
 * bought them also asks here for the raw footage and each extra hook, sent in the same
 * upload: Upload stays off, saying what is missing, until every part is chosen. A lost
 * connection keeps the chosen files for Retry; a refusal shows the server's words.
 */
export function ContentUploadPanel({ deal, again }: { deal: CreatorDealDetail; again: boolean }) {
  const { t } = useTranslation('creatorDeals');
  const text = useMessageText();
  const toast = useCreatorDealToast();
  const kind = contentKindOf(deal.campaign.type);
  const bought = boughtParts(deal.campaign);
  const upload = useContentUpload(deal.id, kind, bought, () => toast('upload.done'));
  const missingText = useMissingText();
  const missingId = useId();
  const video = kind === 'video';
  const accept = video ? VIDEO_TYPES.join(',') : IMAGE_ACCEPT;
  const busy = upload.phase === 'sending';
  const names = upload.chosen.map((file) => file.name).join(', ');
  const missing = missingText(upload.missing);

  return (
    <DealSection title={again ? t('upload.titleAgain') : t('upload.title')}>
      <Text color="fg.muted">
        {video
          ? t('upload.introVideo', { max: CONTENT_VIDEO_MAX_BYTES / (1024 * 1024) })
          : t('upload.introImages', { max: CONTENT_IMAGES_MAX })}
      </Text>
      <Flex gap="2" wrap="wrap">
        <FilePicker
          label={video ? t('upload.takeVideo') : t('upload.takePhoto')}
          accept={accept}
          multiple={!video}
          capture="environment"
          onFiles={(files) => void upload.choose(files)}
          disabled={busy}
        />
        <FilePicker
          label={t('upload.chooseFiles')}
          accept={accept}
          multiple={!video}
          onFiles={(files) => void upload.choose(files)}
          disabled={busy}
        />
      </Flex>
      {upload.problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {text(upload.problem)}
        </Text>
      )}
      {upload.files.length > 0 && upload.phase !== 'sending' && upload.phase !== 'lost' && (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium" aria-live="polite">
            {t('upload.chosen', { count: upload.files.length })}
          </Text>
          <Stack as="ul" listStyleType="none" gap="1">
            {upload.files.map((file, index) => (
              <Flex as="li" key={`${file.name}-${index}`} align="center" gap="2" minW="0">
                <Text fontSize="sm" truncate flex="1">
                  {file.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={t('upload.remove', { name: file.name })}
                  onClick={() => upload.remove(index)}
                />
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
      {upload.parts.length > 0 && (
        <ExtraPartsUpload
          parts={upload.parts}
          extras={upload.extras}
          problems={upload.extraProblems}
          disabled={busy}
          onChoose={(part, files) => void upload.chooseExtra(part, files)}
          onRemove={upload.removeExtra}
        />
      )}
      {upload.chosen.length > 0 && (
        <Stack gap="2">
          {(upload.phase === 'sending' || upload.phase === 'lost') && (
            <UploadProgress
              fileName={names}
              error={null}
              progress={upload.progress}
              label={t('upload.uploading', { name: names })}
            />
          )}
          {missing && (
            <Text id={missingId} fontSize="sm" color="fg.muted" aria-live="polite">
              {missing}
            </Text>
          )}
          {upload.phase === 'lost' ? (
            <Alert.Root status="warning" variant="subtle" rounded="lg">
              <Alert.Indicator />
              <Stack gap="2" flex="1">
                <Alert.Description>{t('upload.retryHint')}</Alert.Description>
                <Button
                  size="sm"
                  alignSelf="start"
                  colorPalette="brand"
                  onClick={() => void upload.send()}
                >
                  {t('upload.retry')}
                </Button>
              </Stack>
            </Alert.Root>
          ) : (
            <Button
              colorPalette="brand"
              alignSelf="start"
              loading={busy}
              disabled={missing !== ''}
              aria-describedby={missing ? missingId : undefined}
              onClick={() => void upload.send()}
            >
              {t('upload.send')}
            </Button>
          )}
        </Stack>
      )}
    </DealSection>
  );
}
