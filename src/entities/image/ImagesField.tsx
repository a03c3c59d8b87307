import { Fieldset, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-final-form';
import { useFieldWithMessage } from '@/src/ui/forms/fields';
import { useMessageText } from '@/src/ui/forms/messages';
import type { FieldMessage } from '@/domain/fieldErrors';
import type { ImageValue } from '@/domain/images/rules';
import { DropZone } from './DropZone';
import { ImageTile } from './ImageTile';
import { UploadRow } from './UploadRow';
import type { ImageMutation } from './useImageUpload';
import { useUploads, type PendingUpload } from './useUploads';

export interface ImagesFieldProps {
  name: string;
  label: string;
  /** How many images the field takes; 1 makes it a single picker (a brand's logo). */
  max: number;
  helperText?: string;
  /** The account the images go to: a company's (ImageUpload) unless a creator's. */
  upload?: ImageMutation;
}

const sameImages = (a?: ImageValue[], b?: ImageValue[]) =>
  (a ?? []).map((image) => image.id).join() === (b ?? []).map((image) => image.id).join();

/** While files are unfinished the form must not be sent without them. */
function blockerOf(pending: PendingUpload[]): FieldMessage | undefined {
  if (pending.some((item) => !item.error)) return { key: 'images:stillUploading', values: {} };
  if (pending.length > 0) return { key: 'images:failedPending', values: {} };
  return undefined;
}

/**
 * A react-final-form field holding uploaded images (`ImageValue[]`, in the order shown).
 * Each chosen file is checked here first (type by content, size) and only then uploaded,
 * with a progress bar; finished ones show as thumbnails. Files still uploading, or
 * refused by the API and not yet retried or removed, make the field invalid, so the form
 * cannot be submitted without them.
 */
export function ImagesField({ name, label, max, helperText, upload }: ImagesFieldProps) {
  const { t } = useTranslation('images');
  const text = useMessageText();
  const form = useForm();
  const { pending, refused, overflow, add, retry, cancel } = useUploads(name, max, upload);
  const blocker = blockerOf(pending);
  const blockerRef = useRef(blocker);
  const { input, message } = useFieldWithMessage<ImageValue[] | undefined>(name, {
    isEqual: sameImages,
    validate: () => blockerRef.current,
  });
  const helperId = useId();

  // The field's validator reads the uploads' state; final-form only validates on a
  // change, so a new (equal) value makes it look again when that state moves on.
  const blockerKey = blocker?.key;
  useEffect(() => {
    if (blockerRef.current?.key === blockerKey) return;
    blockerRef.current = blockerKey ? { key: blockerKey, values: {} } : undefined;
    const current = (form.getFieldState(name)?.value as ImageValue[] | undefined) ?? [];
    form.change(name, [...current]);
  }, [blockerKey, form, name]);

  const images = input.value || [];
  const full = images.length + pending.length >= max;
  const notices = [
    ...refused.map((file) =>
      t('refused', { name: file.name, reason: text({ key: file.problem, values: {} }) }),
    ),
    ...(overflow > 0 ? [t('tooMany', { count: overflow, max })] : []),
  ];
  const remove = (index: number) => input.onChange(images.filter((_, i) => i !== index));

  return (
    <Fieldset.Root invalid={message !== ''} gap="1.5">
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      <Stack gap="3">
        {images.length > 0 && (
          // Chakra's list stacks its items (flex-direction: column): thumbnails go in rows.
          <List.Root flexDirection="row" flexWrap="wrap" gap="3" listStyle="none">
            {images.map((image, index) => (
              <ImageTile
                key={image.id}
                image={image}
                number={index + 1}
                onRemove={() => remove(index)}
              />
            ))}
          </List.Root>
        )}
        {pending.length > 0 && (
          <List.Root gap="2" listStyle="none">
            {pending.map((upload, index) => (
              <UploadRow
                key={upload.key}
                upload={upload}
                number={images.length + index + 1}
                onRetry={() => retry(upload.key)}
                onRemove={() => cancel(upload.key)}
              />
            ))}
          </List.Root>
        )}
        {full ? (
          <Text fontSize="sm" color="fg.muted">
            {t('full', { count: max })}
          </Text>
        ) : (
          <DropZone name={name} max={max} describedBy={helperId} onFiles={(f) => void add(f)} />
        )}
        {notices.length > 0 && (
          <Stack role="alert" gap="1" fontSize="sm" color="fg.error">
            {notices.map((notice) => (
              <Text key={notice}>{notice}</Text>
            ))}
          </Stack>
        )}
      </Stack>
      {message ? (
        <Fieldset.ErrorText fontSize="xs">{message}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText id={helperId} fontSize="xs">
          {helperText ?? t('hint', { count: max })}
        </Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
