import { Box, chakra, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { emptyDealsAddress, writeDealsAddress } from '@/src/entities/deal/address';
import type { DealStatus } from '@/domain/deals/rules';
import { paths } from '@/src/lib/paths';
import { ChevronRightIcon } from '@/src/ui/appIcons';
import { TextSkeleton } from '@/src/ui/TextSkeleton';
import type { DashboardSummary } from '../api';
import { dealPipeline, PIPELINE_STAGES } from '@/domain/dashboard/rules';
import { LINK_HOVER, Panel } from './Panel';

const StageLink = chakra(RouterLink);

/** TheDeals filtered to a stage's statuses. */
export const stageDealsPath = (statuses: readonly DealStatus[]) =>
  `${paths.deals}?${writeDealsAddress({ ...emptyDealsAddress(), statuses: [...statuses] }).toString()}`;

/**
 * The open deals by stage, from "Deal started" to "Get paid" (docs/product.md#dashboard);
 * each stage opens TheDeals filtered to its statuses. Without counts (still loading) the
 * stages are shown with placeholders of the counts' size, so the counts move nothing.
 */
export function DealPipeline({ counts }: { counts?: DashboardSummary['deal_counts'] }) {
  const { t } = useTranslation(['dashboard', 'deals']);
  const titleId = useId();
  const stages = dealPipeline(counts ?? []);
  const total = stages.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <Panel
      titleId={titleId}
      title={t('pipeline.title')}
      intro={t('pipeline.intro')}
      busy={!counts}
      aside={
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          {counts ? (
            t('pipeline.total', { count: total })
          ) : (
            <TextSkeleton sample={t('pipeline.total', { count: 10 })} />
          )}
        </Text>
      }
    >
      <Grid
        as="ol"
        listStyleType="none"
        templateColumns={{ base: '1fr', sm: 'repeat(auto-fit, minmax(8.5rem, 1fr))' }}
        gap="2"
      >
        {stages.map((stage, index) => {
          // The rules' keys are plain strings (the server reads them too).
          const label = t(stage.labelKey as 'deals:status.creator_accepted');
          const body = (
            <>
              {/* Named by a sentence its visible text is part of ("Deal started: 2 deals"),
                  so speaking what is shown still finds it. */}
              <VisuallyHidden>
                {counts ? t('pipeline.stage', { stage: label, count: stage.count }) : label}
              </VisuallyHidden>
              <Text fontSize="sm" color="fg.muted" fontWeight="medium" aria-hidden="true">
                <Text as="span" color="fg.subtle" me="1.5">
                  {index + 1}
                </Text>
                {label}
              </Text>
              <Text
                display="flex"
                alignItems="center"
                gap="1"
                fontSize={{ base: 'xl', sm: '2xl' }}
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                aria-hidden="true"
              >
                {counts ? stage.count : <TextSkeleton sample="0" />}
                <Text as="span" color="fg.subtle" fontSize="md" hideFrom="sm" aria-hidden="true">
                  <ChevronRightIcon />
                </Text>
              </Text>
            </>
          );
          const box = {
            display: 'flex',
            flexDirection: { base: 'row', sm: 'column' },
            alignItems: { base: 'center', sm: 'flex-start' },
            justifyContent: 'space-between',
            gap: '1',
            h: 'full',
            px: '3.5',
            py: '3',
            rounded: 'lg',
            borderWidth: '1px',
            borderColor: 'border',
            borderTopWidth: { base: '1px', sm: '3px' },
            borderTopColor: stage.count > 0 ? 'brand.solid' : 'border',
          } as const;
          return (
            <li key={stage.key} data-stage={stage.key}>
              {/* A placeholder leads nowhere yet: the stage is a link once its count is shown. */}
              {counts ? (
                <StageLink
                  to={stageDealsPath(PIPELINE_STAGES[index]!.statuses)}
                  {...box}
                  {...LINK_HOVER}
                >
                  {body}
                </StageLink>
              ) : (
                <Box {...box}>{body}</Box>
              )}
            </li>
          );
        })}
      </Grid>
    </Panel>
  );
}
