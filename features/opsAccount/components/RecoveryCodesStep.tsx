import { Button, chakra, Code, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/src/ui/appIcons';
import { downloadText } from '@/src/ui/download';
import { CopyButton } from './CopyButton';
import { OpsAuthHeader } from './OpsAuthHeader';

interface RecoveryCodesStepProps {
  codes: string[];
  /** The operator has said the codes are saved: the session starts. */
  onContinue: () => void;
}

/**
 * The recovery codes, shown this once (docs/product.md#operator-console): copy them, or
 * download them as a text file, and say so before going on.
 */
export function RecoveryCodesStep({ codes, onContinue }: RecoveryCodesStepProps) {
  const { t } = useTranslation('opsAccount');
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');

  return (
    <>
      <OpsAuthHeader title={t('recovery.title')} description={t('recovery.intro')} />
      <Stack gap="5">
        <SimpleGrid
          as="ul"
          aria-label={t('recovery.list')}
          listStyleType="none"
          columns={2}
          gap="2"
          p="4"
          rounded="lg"
          borderWidth="1px"
          borderColor="border.muted"
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fontSize="md" bg="transparent">
                {code}
              </Code>
            </li>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
          <CopyButton text={text} label={t('recovery.copyAll')} />
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              downloadText(
                t('recovery.fileName'),
                `${t('recovery.fileHeader')}\n\n${text}\n`,
                'text/plain',
              )
            }
          >
            <DownloadIcon />
            {t('recovery.download')}
          </Button>
        </Stack>
        <chakra.label display="flex" alignItems="center" gap="2.5" minH="10" cursor="pointer">
          <chakra.input
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.currentTarget.checked)}
            boxSize="4.5"
            accentColor="var(--chakra-colors-brand-solid)"
          />
          {t('recovery.saved')}
        </chakra.label>
        <Button colorPalette="brand" size="lg" disabled={!saved} onClick={onContinue}>
          {t('recovery.continue')}
        </Button>
      </Stack>
    </>
  );
}
