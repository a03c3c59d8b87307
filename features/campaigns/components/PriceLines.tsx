import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CARD_FEE_PERCENT } from '@/domain/wallet/rules';
import { useMoneyFormat } from '@/src/ui/formats';
import {
  PLATFORM_FEE_PERCENT,
  type CostLine,
  type CostLineKind,
  type PricingInput,
} from '@/domain/campaigns/rules';

/** What a line's label names besides its kind: the tier, duration, right and hooks. */
export type CostLineContext = Pick<
  PricingInput,
  'tier' | 'videoDuration' | 'usageRights' | 'extraHooks'
>;

/** Lines that price one deal; `deals` multiplies them; the rest are the campaign's. */
const PER_DEAL: ReadonlySet<CostLineKind> = new Set([
  'price_per_content',
  'creator_tier',
  'video_duration',
  'usage_rights',
  'raw_footage',
  'extra_hooks',
  'product_reimbursement',
]);
/** Lines drawn with a rule above them: the subtotal and the total. */
const SUMS: ReadonlySet<CostLineKind> = new Set(['subtotal', 'total']);

/** A cost line's label, with what it depends on (the tier, the duration, the percentage). */
export function useCostLineLabel(input: CostLineContext) {
  const { t } = useTranslation('campaigns');
  return (kind: CostLineKind) => {
    switch (kind) {
      case 'creator_tier':
        return t('price.lines.creator_tier', { tier: t(`tiers.${input.tier}.label`) });
      case 'video_duration':
        return t('price.lines.video_duration', { seconds: input.videoDuration ?? 15 });
      case 'usage_rights':
        // Organic use shows at $0, marked included: the brand sees what it gets either way.
        return input.usageRights === 'organic'
          ? t('price.lines.usage_rights_included')
          : t('price.lines.usage_rights', {
              rights: t(`rights.options.${input.usageRights}.label`),
            });
      case 'extra_hooks':
        return t('price.lines.extra_hooks', { count: input.extraHooks });
      case 'platform_fee':
        return t('price.lines.platform_fee', { percent: PLATFORM_FEE_PERCENT });
      case 'card_fee':
        return t('price.lines.card_fee', { percent: CARD_FEE_PERCENT });
      default:
        return t(`price.lines.${kind}`);
    }
  };
}

/** A line's amount as shown: money per deal, "× 10" deals, or the campaign's money. */
export function useCostLineAmount() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  return (line: CostLine) =>
    line.kind === 'deals'
      ? t('price.times', { count: line.amountCents })
      : PER_DEAL.has(line.kind)
        ? t('price.perDeal', { amount: money(line.amountCents) })
        : money(line.amountCents);
}

/**
 * Every cost line in order, as a description list: the wizard's price panel and summary,
 * and a campaign's page (the lines it was paid with).
 */
export function PriceLines({
  lines,
  input,
}: {
  lines: readonly CostLine[];
  input: CostLineContext;
}) {
  const label = useCostLineLabel(input);
  const amount = useCostLineAmount();
  return (
    <chakra.dl display="flex" flexDirection="column" gap="2" fontSize="sm">
      {lines.map((line) => (
        <Flex
          key={line.kind}
          justify="space-between"
          gap="4"
          data-line={line.kind}
          {...(SUMS.has(line.kind)
            ? { fontWeight: 'semibold', pt: '2', borderTopWidth: '1px', borderColor: 'border' }
            : {})}
          fontSize={line.kind === 'total' ? 'md' : undefined}
        >
          <chakra.dt color={SUMS.has(line.kind) ? 'fg' : 'fg.muted'}>{label(line.kind)}</chakra.dt>
          <chakra.dd fontVariantNumeric="tabular-nums" textAlign="end">
            {amount(line)}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}
