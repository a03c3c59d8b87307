import { Badge, Box, chakra, Circle, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectAccount } from '@/src/entities/session/api';
import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { CheckIcon } from '@/src/ui/appIcons';
import { LoadError } from '@/src/ui/PageState';
import { useAppSelector } from '@/store/hooks';
import {
  useFirstStepsBrandsQuery,
  useFirstStepsCampaignsQuery,
  useFirstStepsCardsQuery,
  useFirstStepsProductsQuery,
} from '../api';
import { firstStepKeysFor, firstStepsProgress, type FirstStep } from '../rules';
import { LINK_HOVER, Panel } from './Panel';

const StepLink = chakra(RouterLink);

/**
 * The first-steps checklist (docs/product.md#first-steps): what a new account has done,
 * from its real data, and a link to where each remaining step is done. A member has no card
 * step, and their cards are never asked for (Cards is the owner's and admins').
 */
export function FirstSteps() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const account = useAppSelector(selectAccount);
  const mayHandleMoney = useAppSelector(selectMayHandleMoney);
  const keys = firstStepKeysFor(mayHandleMoney);
  const brands = useFirstStepsBrandsQuery();
  const products = useFirstStepsProductsQuery();
  const cards = useFirstStepsCardsQuery(mayHandleMoney ? undefined : skipToken);
  const campaigns = useFirstStepsCampaignsQuery();

  // A failed refetch keeps what was shown; only a first load that failed is an error.
  const failed = [brands, products, cards, campaigns].filter(
    (query) => !query.data && query.isError,
  );
  if (failed.length > 0) {
    return (
      <LoadError
        title={t('firstSteps.loadError')}
        hint={t('firstSteps.loadErrorHint')}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }

  const progress =
    brands.data && products.data && (cards.data || !mayHandleMoney) && campaigns.data
      ? firstStepsProgress(
          {
            emailVerified: account?.has_verified_email ?? false,
            brandCount: brands.data.total_count,
            productCount: products.data.total_count,
            cardCount: cards.data?.length ?? 0,
            campaignCount: campaigns.data.total_count,
          },
          keys,
        )
      : null;

  return (
    <Box maxW="3xl">
      <Panel
        titleId={titleId}
        title={progress?.allAvailableDone ? t('firstSteps.allDoneTitle') : t('firstSteps.title')}
        intro={progress?.allAvailableDone ? t('firstSteps.allDone') : t('firstSteps.intro')}
        aside={
          progress && (
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              {t('firstSteps.progress', { count: progress.done, total: progress.total })}
            </Text>
          )
        }
        busy={progress === null}
      >
        {progress && (
          <Box
            h="1.5"
            rounded="full"
            bg="surface.hover"
            mb="5"
            overflow="hidden"
            aria-hidden="true"
          >
            <Box h="full" bg="brand.solid" w={`${(100 * progress.done) / progress.total}%`} />
          </Box>
        )}
        <Stack as="ol" gap="2" listStyleType="none">
          {progress
            ? progress.steps.map((step, index) => (
                <StepItem key={step.key} step={step} number={index + 1} />
              ))
            : keys.map((key) => (
                <li key={key}>
                  <Skeleton h="14" rounded="lg" />
                </li>
              ))}
        </Stack>
      </Panel>
    </Box>
  );
}

function StepItem({ step, number }: { step: FirstStep; number: number }) {
  const { t } = useTranslation('dashboard');
  const label = t(`firstSteps.steps.${step.key}.label`);
  const hint = t(`firstSteps.steps.${step.key}.hint`);
  const body = (
    <>
      <Circle
        size="8"
        flexShrink={0}
        fontSize="sm"
        fontWeight="semibold"
        bg={step.done ? 'green.solid' : 'surface.hover'}
        color={step.done ? 'green.contrast' : 'fg.muted'}
        aria-hidden="true"
      >
        {step.done ? <CheckIcon /> : number}
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight="medium" color={step.to ? 'fg' : 'fg.muted'}>
          {label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Box>
      {step.done && (
        <Badge colorPalette="green" variant="subtle">
          {t('firstSteps.done')}
        </Badge>
      )}
      {!step.to && <Badge variant="outline">{t('firstSteps.comingSoon')}</Badge>}
    </>
  );
  const row = { display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2.5' } as const;
  return (
    <li data-step={step.key} data-done={step.done}>
      {step.to ? (
        <StepLink
          to={step.to}
          {...row}
          rounded="lg"
          borderWidth="1px"
          borderColor="border"
          {...LINK_HOVER}
        >
          {body}
        </StepLink>
      ) : (
        <Box {...row} rounded="lg" borderWidth="1px" borderStyle="dashed" borderColor="border">
          {body}
        </Box>
      )}
    </li>
  );
}
