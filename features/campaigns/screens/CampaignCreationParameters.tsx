import { Box, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '@/src/entities/product/useCategoryOptions';
import { TextField } from '@/src/ui/forms/fields';
import { SelectField } from '@/src/ui/forms/SelectField';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { useMoneyFormat } from '@/src/ui/formats';
import { useFieldValue } from '../components/BrandProductsFields';
import { ChoiceField } from '../components/ChoiceField';
import { LinksField } from '../components/LinksField';
import { RightsFields } from '../components/RightsFields';
import { StepForm } from '../components/StepForm';
import { TagsField } from '../components/TagsField';
import { WizardFrame } from '../components/WizardFrame';
import { DURATION_UNITS } from '../campaignsSlice';
import {
  AGE_RANGES,
  BRIEF_MAX,
  BRIEF_MIN,
  CONTENT_FORMATS,
  CREATOR_TIERS,
  ETHNICITIES,
  GENDERS,
  isVideoType,
  REVISION_ROUNDS_MAX,
  REVISION_ROUNDS_MIN,
  TAG_MAX,
  TAG_MIN,
  TIER_SURCHARGE_CENTS,
  type CampaignType,
} from '@/domain/campaigns/rules';

/** A video's duration: a number and its unit (seconds or minutes), for video types only. */
function DurationField() {
  const { t } = useTranslation('campaigns');
  const type = useFieldValue<CampaignType | undefined>('type');
  const unit = useField<string | undefined>('video_duration_unit', {
    subscription: { value: true },
  }).input;
  if (!type || !isVideoType(type)) return null;
  return (
    <Flex gap="3" align="flex-start">
      <Box flex="1">
        <TextField
          name="video_duration"
          label={t('parameters.duration')}
          inputMode="decimal"
          autoComplete="off"
          helperText={t('parameters.durationHint')}
        />
      </Box>
      <Field.Root w="36">
        <Field.Label fontWeight="medium">{t('parameters.durationUnit')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="video_duration_unit"
            value={unit.value || 'seconds'}
            onChange={(event) => unit.onChange(event.target.value)}
          >
            {DURATION_UNITS.map((value) => (
              <option key={value} value={value}>
                {t(`parameters.units.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

/** Step 3 (docs/product.md#campaigns): who the creators are and what they make. */
export default function CampaignCreationParameters() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const categories = useCategoryOptions();
  const revisions = Array.from(
    { length: REVISION_ROUNDS_MAX - REVISION_ROUNDS_MIN + 1 },
    (_, index) => REVISION_ROUNDS_MIN + index,
  );
  return (
    <WizardFrame step="parameters">
      <StepForm step="parameters">
        <ChoiceField
          name="creator_tier"
          kind="radio"
          legend={t('parameters.tier')}
          columns={{ base: 1, md: 2 }}
          choices={CREATOR_TIERS.map((tier) => ({
            value: tier,
            label: t(`tiers.${tier}.label`),
            description: t(`tiers.${tier}.description`, {
              price: money(TIER_SURCHARGE_CENTS[tier]),
            }),
          }))}
        />
        <SelectField
          name="creator_category"
          label={t('parameters.category')}
          placeholder={t('parameters.categoryPlaceholder')}
          options={categories}
        />
        <TagsField
          name="must_have_tags"
          label={t('parameters.tags')}
          helperText={t('parameters.tagsHint', { min: TAG_MIN, max: TAG_MAX })}
        />
        <TextareaField
          name="content_brief"
          label={t('parameters.brief')}
          helperText={t('parameters.briefHint', { min: BRIEF_MIN, max: BRIEF_MAX })}
          counterMax={BRIEF_MAX}
          minH="32"
        />
        <ChoiceField
          name="content_format"
          kind="radio"
          legend={t('parameters.format')}
          columns={{ base: 1, md: 3 }}
          choices={CONTENT_FORMATS.map((format) => ({
            value: format,
            label: t(`parameters.formats.${format}`),
          }))}
        />
        <DurationField />
        <RightsFields />
        <LinksField
          name="resource_links"
          label={t('parameters.links')}
          helperText={t('parameters.linksHint')}
        />
        <ChoiceField
          name="ages"
          kind="checkbox"
          legend={t('parameters.ages')}
          anyLabel={t('parameters.anyAge')}
          columns={{ base: 2, md: 3, lg: 6 }}
          choices={AGE_RANGES.map((age) => ({ value: age, label: age }))}
        />
        <ChoiceField
          name="genders"
          kind="checkbox"
          legend={t('parameters.genders')}
          anyLabel={t('parameters.anyGender')}
          columns={{ base: 1, md: 2, lg: 4 }}
          choices={GENDERS.map((gender) => ({
            value: gender,
            label: t(`parameters.gendersList.${gender}`),
          }))}
        />
        <ChoiceField
          name="ethnicities"
          kind="checkbox"
          legend={t('parameters.ethnicities')}
          anyLabel={t('parameters.anyEthnicity')}
          columns={{ base: 1, md: 2 }}
          choices={ETHNICITIES.map((ethnicity) => ({
            value: ethnicity,
            label: t(`parameters.ethnicitiesList.${ethnicity}`),
          }))}
        />
        <SelectField
          name="revision_rounds"
          label={t('parameters.revisions')}
          helperText={t('parameters.revisionsHint')}
          options={revisions.map((count) => ({
            value: String(count),
            label: t('parameters.revisionsOption', { count }),
          }))}
        />
      </StepForm>
    </WizardFrame>
  );
}
