import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The details' JSON laid out for reading; text that is not JSON is shown as it is. */
function pretty(details: string): string | null {
  try {
    const value: unknown = JSON.parse(details);
    if (value === null || (typeof value === 'object' && Object.keys(value).length === 0)) {
      return null;
    }
    return JSON.stringify(value, null, 2);
  } catch {
    return details.trim() === '' ? null : details;
  }
}

/** An entry's details (a JSON object), folded until asked for. */
export function AuditDetails({ details }: { details: string }) {
  const { t } = useTranslation('opsAudit');
  const text = pretty(details);
  if (text === null) {
    return (
      <Text as="span" color="fg.subtle" fontSize="sm">
        {t('details.none')}
      </Text>
    );
  }
  return (
    <chakra.details fontSize="sm">
      <chakra.summary cursor="pointer" color="brand.fg" fontWeight="medium">
        {t('details.show')}
      </chakra.summary>
      <chakra.pre
        mt="2"
        p="3"
        rounded="md"
        bg="bg.muted"
        fontSize="xs"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        maxW={{ md: 'md' }}
      >
        {text}
      </chakra.pre>
    </chakra.details>
  );
}
