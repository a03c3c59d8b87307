import { Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numberedByRole } from '@/domain/content/parts';
import { DocumentBlock, DocumentSheet } from '@/src/ui/PrintedDocument';
import { Logo } from '@/src/ui/Logo';
import type { Licence } from '../api';
import { useFileSize, useUtcDay } from '../model/format';

/** Who the licence is between: the brand, the company licensed, the creator. */
function Parties({ licence }: { licence: Licence }) {
  const { t } = useTranslation('licences');
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 3 }}
      gap="5"
      // Breakpoints are screen widths: paper is wide enough for three columns.
      _print={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
    >
      <DocumentBlock title={t('parties.brand')}>
        <Text wordBreak="break-word">{licence.brand_name}</Text>
      </DocumentBlock>
      <DocumentBlock title={t('parties.company')}>
        <Text wordBreak="break-word">{licence.company_name ?? t('parties.deletedCompany')}</Text>
      </DocumentBlock>
      <DocumentBlock title={t('parties.creator')}>
        <Text wordBreak="break-word">{licence.creator_name}</Text>
      </DocumentBlock>
    </SimpleGrid>
  );
}

/** What may be done with the content, in words, and from when to when. */
function Rights({ licence }: { licence: Licence }) {
  const { t } = useTranslation('licences');
  const day = useUtcDay();
  let adsEnd = t('paidAdsNone');
  if (licence.usage_rights === 'perpetual') adsEnd = t('paidAdsNever');
  else if (licence.usage_rights !== 'organic' && licence.paid_ads_ends_at) {
    adsEnd = t('paidAdsEnd', { date: day(licence.paid_ads_ends_at) });
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" _print={{ gridTemplateColumns: '1fr 1fr' }}>
      <DocumentBlock title={t('rightsTitle')}>
        <Stack gap="1" fontSize="sm">
          <Text>{t(`rights.${licence.usage_rights}`)}</Text>
          {licence.raw_footage && <Text>{t('rawFootage')}</Text>}
          {licence.extra_hooks > 0 && (
            <Text>{t('extraHooks', { count: licence.extra_hooks })}</Text>
          )}
        </Stack>
      </DocumentBlock>
      <DocumentBlock title={t('datesTitle')}>
        <Stack gap="1" fontSize="sm">
          <Text>{t('startsAt', { date: day(licence.starts_at) })}</Text>
          <Text>{adsEnd}</Text>
        </Stack>
      </DocumentBlock>
    </SimpleGrid>
  );
}

/**
 * Each licensed file with the SHA-256 that identifies its bytes, labelled by its role: the
 * content (image or video), the raw footage, or extra hook n.
 */
function Files({ licence }: { licence: Licence }) {
  const { t } = useTranslation('licences');
  const size = useFileSize();
  const label = (file: Licence['files'][number] & { n: number }) => {
    if (file.role === 'raw_footage') return t('fileRole.raw_footage');
    if (file.role === 'hook') return t('fileRole.hook', { n: file.n });
    return t(`fileKind.${file.kind}`);
  };
  return (
    <DocumentBlock title={t('filesTitle')}>
      <Stack as="ol" listStyleType="none" gap="3">
        {numberedByRole(licence.files).map((file) => (
          <Stack as="li" key={file.id} gap="0.5" py="2" borderBottomWidth="1px" minW="0">
            <Flex gap="2" wrap="wrap" align="baseline" fontSize="sm">
              <Text fontWeight="medium">{label(file)}</Text>
              <Text color="fg.muted">
                {t('fileSize', { size: size(file.size), type: file.content_type })}
              </Text>
            </Flex>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {file.name}
            </Text>
            <Text fontSize="xs" fontFamily="mono" wordBreak="break-all">
              {t('sha256')}: {file.sha256}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        {t('integrity')}
      </Text>
    </DocumentBlock>
  );
}

/**
 * One content licence as a printed page (docs/product.md#licences): its number and date,
 * the parties, the campaign, the rights in words with their dates, and the files with
 * their SHA-256. The brand's and the creator's pages show this same document; printing it
 * (the browser's "Save as PDF") gives the PDF.
 */
export function LicenceDocument({ licence }: { licence: Licence }) {
  const { t } = useTranslation('licences');
  const day = useUtcDay();
  const headingId = useId();
  return (
    <DocumentSheet labelledBy={headingId}>
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Logo showName={false} />
        <Stack gap="1" textAlign={{ base: 'start', sm: 'end' }} _print={{ textAlign: 'end' }}>
          <Heading as="h1" id={headingId} size="2xl" letterSpacing="-0.02em">
            {t('heading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('number', { id: licence.id })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('issuedOn', { date: day(licence.created_at) })}
          </Text>
        </Stack>
      </Flex>
      <Parties licence={licence} />
      <DocumentBlock title={t('campaign')}>
        <Text wordBreak="break-word">{licence.campaign_name}</Text>
      </DocumentBlock>
      <Rights licence={licence} />
      <Files licence={licence} />
    </DocumentSheet>
  );
}
