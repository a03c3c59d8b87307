import {
  Badge,
  Box,
  Flex,
  Heading,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MarketCampaignDetail } from '../api';
import { CampaignRights } from './CampaignRights';

/** A term and its value in the brief's list of facts. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </Stack>
  );
}

/**
 * The whole brief: what to make, the content rights and what they pay, the must-have tags,
 * the format and the products.
 */
export function CampaignBrief({ campaign }: { campaign: MarketCampaignDetail }) {
  const { t } = useTranslation('marketplace');
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          {t('campaign.brief')}
        </Heading>
        <Text whiteSpace="pre-wrap">{campaign.content_brief}</Text>
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
        <Fact label={t('campaign.format')} value={t(`formats.${campaign.content_format}`)} />
        {campaign.video_duration !== null && campaign.video_duration !== undefined && (
          <Fact
            label={t('campaign.duration')}
            value={t('campaign.seconds', { count: campaign.video_duration })}
          />
        )}
        <Fact
          label={t('campaign.revisionsLabel')}
          value={t('campaign.revisions', { count: campaign.revision_rounds })}
        />
      </SimpleGrid>
      <CampaignRights campaign={campaign} />
      {campaign.must_have_tags.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('campaign.tags')}
          </Heading>
          <Wrap gap="2">
            {campaign.must_have_tags.map((tag) => (
              <Badge key={tag} variant="subtle">
                {tag}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      )}
      {campaign.resource_links.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('campaign.links')}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none">
            {campaign.resource_links.map((link) => (
              <li key={link}>
                <Link href={link} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                  {link}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      {campaign.products.length > 0 && (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {t('campaign.products')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3 }} gap="3">
            {campaign.products.map((product, index) => (
              <Box as="li" key={`${product.name}-${index}`}>
                <Box aspectRatio={1} bg="bg.muted" rounded="lg" overflow="hidden">
                  {product.photo_urls[0] ? (
                    <Image
                      src={product.photo_urls[0]}
                      alt={product.name}
                      w="full"
                      h="full"
                      objectFit="cover"
                    />
                  ) : (
                    <Flex h="full" align="center" justify="center" color="fg.subtle" fontSize="sm">
                      {t('card.noPhoto')}
                    </Flex>
                  )}
                </Box>
                <Text mt="1.5" fontSize="sm" fontWeight="medium">
                  {product.name}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
