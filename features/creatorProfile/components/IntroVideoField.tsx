import { Box, Button, chakra, Fieldset, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-final-form';
import { useFieldWithMessage } from '@/src/ui/forms/fields';
import { useMessageText } from '@/src/ui/forms/messages';
import { UploadProgress } from '@/src/ui/forms/UploadProgress';
import type { FieldMessage } from '@/domain/fieldErrors';
import {
  INTRO_VIDEO_MAX_BYTES,
  INTRO_VIDEO_MAX_SECONDS,
  VIDEO_TYPES,
} from '@/domain/content/rules';
import { useIntroVideoUpload, type PendingVideo } from '../hooks/useIntroVideoUpload';
import type { IntroVideoValue } from '../schema';

/** While the file is unfinished the form must not be sent without it. */
function blockerOf(pending: PendingVideo | null): FieldMessage | undefined {
  if (!pending) return undefined;
  const key = pending.error ? 'introVideo.failedPending' : 'introVideo.stillUploading';
  return { key: `creatorProfile:${key}`, values: {} };
}

/**
 * The profile's intro video (docs/product.md#creators-accounts): choose a file (checked
 * here first: MP4 or WebM, at most 60 s and 100 MB), see it upload, then play it back or
 * remove it. A file still uploading or refused keeps the form from being sent.
 */
export function IntroVideoField({ name }: { name: string }) {
  const { t } = useTranslation('creatorProfile');
  const text = useMessageText();
  const form = useForm();
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { pending, refused, choose, retry, cancel } = useIntroVideoUpload(name);
  const blocker = blockerOf(pending);
  const blockerRef = useRef(blocker);
  const { input, message } = useFieldWithMessage<IntroVideoValue[] | undefined>(name, {
    isEqual: (a, b) => (a?.[0]?.id ?? null) === (b?.[0]?.id ?? null),
    validate: () => blockerRef.current,
  });

  // final-form validates on a change only: an equal value makes it look at the upload again.
  const blockerKey = blocker?.key;
  useEffect(() => {
    if (blockerRef.current?.key === blockerKey) return;
    blockerRef.current = blockerKey ? { key: blockerKey, values: {} } : undefined;
    const current = (form.getFieldState(name)?.value as IntroVideoValue[] | undefined) ?? [];
    form.change(name, [...current]);
  }, [blockerKey, form, name]);

  const video = input.value?.[0] ?? null;
  const openPicker = () => picker.current?.click();

  return (
    <Fieldset.Root invalid={message !== ''} gap="1.5">
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {t('form.introVideo')}
      </Fieldset.Legend>
      <Stack gap="3">
        {video && !pending && (
          <Box maxW={{ base: 'full', md: 'md' }} rounded="lg" overflow="hidden" bg="black">
            <chakra.video
              src={video.url}
              controls
              preload="metadata"
              w="full"
              maxH="80"
              aria-label={t('introVideo.player')}
            />
          </Box>
        )}
        {pending && (
          <Box px="3" py="2" rounded="lg" borderWidth="1px" borderColor="border.muted">
            <UploadProgress
              fileName={pending.file.name}
              error={pending.error}
              progress={pending.progress}
              label={t('introVideo.uploading', { name: pending.file.name })}
            />
          </Box>
        )}
        <Flex gap="2" wrap="wrap">
          {pending?.error && (
            <Button size="sm" variant="outline" onClick={retry}>
              {t('introVideo.retry')}
            </Button>
          )}
          {pending ? (
            <Button size="sm" variant="ghost" onClick={cancel}>
              {t('introVideo.cancel')}
            </Button>
          ) : (
            <Button
              name={name}
              size="sm"
              variant="outline"
              aria-describedby={hintId}
              onClick={openPicker}
            >
              {video ? t('introVideo.replace') : t('introVideo.choose')}
            </Button>
          )}
          {video && !pending && (
            <Button size="sm" variant="ghost" onClick={() => input.onChange([])}>
              {t('introVideo.remove')}
            </Button>
          )}
        </Flex>
        {refused && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {text(refused)}
          </Text>
        )}
      </Stack>
      <chakra.input
        ref={picker}
        type="file"
        accept={VIDEO_TYPES.join(',')}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (after removing it) fires again.
          event.currentTarget.value = '';
          if (file) void choose(file);
        }}
      />
      {message ? (
        <Fieldset.ErrorText fontSize="xs">{message}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText id={hintId} fontSize="xs">
          {t('introVideo.hint', {
            seconds: INTRO_VIDEO_MAX_SECONDS,
            megabytes: INTRO_VIDEO_MAX_BYTES / (1024 * 1024),
          })}
        </Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
