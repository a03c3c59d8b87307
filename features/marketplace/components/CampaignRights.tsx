import { chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/src/ui/formats';
import { isVideoType } from '@/domain/campaigns/rules';
import type { MarketCampaignDetail } from '../api';

type EarningsLine = MarketCampaignDetail['earnings_lines'][number];

/**
 * What the brand may do with the content and what it buys with it
 * (docs/product.md#content-rights), and what each part adds to the creator's earnings per
 * deal: the lines of the fee, as the campaign was paid, summing to what one deal pays.
 */
export function CampaignRights({ campaign }: { campaign: MarketCampaignDetail }) {
  const { t } = useTranslation('marketplace');
  const money = useMoneyFormat();
  const video = isVideoType(campaign.type);
  const rights = campaign.usage_rights;
  const label = (line: EarningsLine) => {
    switch (line.kind) {
      case 'video_duration':
        return t('earnings.lines.video_duration', { count: campaign.video_duration ?? 15 });
      case 'usage_rights':
        return t('earnings.lines.usage_rights', { rights: t(`rights.options.${rights}.label`) });
      case 'extra_hooks':
        return t('earnings.lines.extra_hooks', { count: campaign.extra_hooks });
      case 'creator_tier':
        return t('earnings.lines.creator_tier');
      case 'raw_footage':
        return t('earnings.lines.raw_footage');
      default:
        return t('earnings.lines.price_per_content');
    }
  };
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('rights.title')}
        </Heading>
        <Text>
          <chakra.span fontWeight="medium">{t(`rights.options.${rights}.label`)}</chakra.span>
          {': '}
          {t(`rights.options.${rights}.description`)}
        </Text>
        {video && (
          <chakra.ul listStyleType="none" color="fg.muted" fontSize="sm">
            <li>{t(campaign.raw_footage ? 'rights.rawFootageYes' : 'rights.rawFootageNo')}</li>
            <li>{t('rights.extraHooks', { count: campaign.extra_hooks })}</li>
          </chakra.ul>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('earnings.title')}
        </Heading>
        <chakra.dl display="flex" flexDirection="column" gap="1.5" fontSize="sm">
          {campaign.earnings_lines.map((line) => (
            <Flex key={line.kind} justify="space-between" gap="4" data-line={line.kind}>
              <chakra.dt color="fg.muted">{label(line)}</chakra.dt>
              <chakra.dd fontVariantNumeric="tabular-nums">{money(line.amount)}</chakra.dd>
            </Flex>
          ))}
          <Flex justify="space-between" gap="4" pt="1.5" borderTopWidth="1px" fontWeight="semibold">
            <chakra.dt>{t('earnings.total')}</chakra.dt>
            <chakra.dd fontVariantNumeric="tabular-nums">
              {money(campaign.earnings_per_deal)}
            </chakra.dd>
          </Flex>
        </chakra.dl>
      </Stack>
    </Stack>
  );
}
