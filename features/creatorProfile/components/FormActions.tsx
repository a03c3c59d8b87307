import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';

/** An edit form's end: its refusal, Save and Cancel (side by side, full width on a phone). */
export function FormActions({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('creatorProfile');
  return (
    <>
      <FormError />
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button variant="outline" size="lg" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <SubmitButton>{t('actions.save')}</SubmitButton>
      </Flex>
    </>
  );
}
