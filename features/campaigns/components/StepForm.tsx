import { Button, Flex } from '@chakra-ui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import type { CampaignDraft } from '../campaignsSlice';
import { useCampaignDraft } from '../hooks/useCampaignDraft';
import { DRAFT_DEFAULTS, draftToInput } from '../model/draftInput';
import {
  nextStep,
  previousStep,
  STEP_PATHS,
  STEP_SCHEMAS,
  stepIndex,
  type WizardStep,
} from '../model/wizardSteps';

/** Saves the form's values to the draft on every change, so Back or a reload loses nothing. */
function DraftAutosave({ onChange }: { onChange: (values: CampaignDraft) => void }) {
  const { values } = useFormState<CampaignDraft>({ subscription: { values: true } });
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}

export interface StepFormProps {
  step: Exclude<WizardStep, 'summary'>;
  children: ReactNode;
}

/**
 * A step's form: its fields start from the draft and are saved to it as they change; Next
 * checks the step's rules (messages under the fields, focus on the first invalid one) and
 * goes on; Back goes to the step before without checking anything.
 */
export function StepForm({ step, children }: StepFormProps) {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const { draft, save, reachStep } = useCampaignDraft();
  // The draft once, when the step opens: the form owns the values from then on.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const initialValues = useMemo(() => ({ ...DRAFT_DEFAULTS, ...draft }), []);
  const back = previousStep(step);

  const onSubmit = () => {
    reachStep(stepIndex(step) + 1);
    void navigate(STEP_PATHS[nextStep(step)]);
  };

  return (
    <ValidatedForm<CampaignDraft>
      schema={STEP_SCHEMAS[step]}
      toInput={draftToInput}
      initialValues={initialValues}
      onSubmit={onSubmit}
      aria-label={t(`steps.${step}`)}
    >
      <DraftAutosave onChange={save} />
      {children}
      <FormError />
      <Flex gap="3" justify="space-between" pt="2" wrap="wrap">
        {back ? (
          <Button asChild variant="outline" size="lg">
            <RouterLink to={STEP_PATHS[back]}>{t('nav.back')}</RouterLink>
          </Button>
        ) : (
          <span />
        )}
        <SubmitButton>{t('nav.next')}</SubmitButton>
      </Flex>
    </ValidatedForm>
  );
}
