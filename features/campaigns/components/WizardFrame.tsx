import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useMediaQuery } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useCampaignDraft } from '../hooks/useCampaignDraft';
import type { CampaignPaymentMethod } from '@/domain/campaigns/rules';
import { PricePanel, WIDE_LAYOUT } from './PricePanel';
import { StepIndicator } from './StepIndicator';
import { guardStep, STEP_PATHS, type WizardStep } from '../model/wizardSteps';

const TITLES = {
  type: 'campaignCreationType.title',
  settings: 'campaignCreationSettings.title',
  parameters: 'campaignCreationParameters.title',
  summary: 'campaignCreationSummary.title',
} as const satisfies Record<WizardStep, string>;

export interface WizardFrameProps {
  step: WizardStep;
  /** How the campaign is paid, for the card fee (the summary's choice; a card until then). */
  method?: CampaignPaymentMethod;
  /** Off once the campaign is created: the draft is gone, and the user is on the way out. */
  guard?: boolean;
  children: ReactNode;
}

/**
 * One step of the wizard: its title, the step indicator, the step's content and the
 * running price beside it (below it on a phone). A step opened before the earlier ones are
 * complete sends the user to the first incomplete one.
 */
export function WizardFrame({ step, method = 'CARD', guard = true, children }: WizardFrameProps) {
  const { t } = useTranslation('screens');
  const { draft } = useCampaignDraft();
  const [wide] = useMediaQuery([WIDE_LAYOUT], { ssr: false });
  const allowed = guardStep(draft, step);
  if (guard && allowed !== step) return <Navigate to={STEP_PATHS[allowed]} replace />;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" letterSpacing="-0.02em">
        {t(TITLES[step])}
      </Heading>
      <StepIndicator current={step} reached={draft.stepReached ?? 0} />
      <Grid
        templateColumns={wide ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)'}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Box minW="0">{children}</Box>
        <PricePanel draft={draft} method={method} />
      </Grid>
    </Stack>
  );
}
