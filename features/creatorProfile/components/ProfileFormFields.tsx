import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { ImagesField } from '@/src/entities/image/ImagesField';
import { SelectField } from '@/src/ui/forms/SelectField';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { TextField } from '@/src/ui/forms/fields';
import {
  CREATOR_AGE_MIN,
  CREATOR_BIO_MAX,
  CREATOR_NAME_MAX,
  CREATOR_PRICE_MAX_CENTS,
  CREATOR_PRICE_MIN_CENTS,
  PORTFOLIO_MAX,
} from '@/domain/creators/rules';
import { useProfileOptions } from '../hooks/useProfileOptions';
import { CategoryChips } from './CategoryChips';
import { FormSection } from './FormSection';
import { HandlesFields } from './HandlesFields';
import { IntroVideoField } from './IntroVideoField';

/**
 * The creator's profile form, one page in sections, phone first (see
 * `ProfileFormValues`): onboarding and the profile's Edit share it.
 */
export function ProfileFormFields() {
  const { t } = useTranslation('creatorProfile');
  const { countries, genders, ethnicities } = useProfileOptions();
  const { whole } = useCreatorFormats();
  return (
    <>
      <FormSection title={t('sections.profile')} description={t('sections.profileHint')}>
        <TextField
          name="name"
          label={t('form.name')}
          autoComplete="nickname"
          maxLength={CREATOR_NAME_MAX + 10}
        />
        <ImagesField name="avatar" label={t('form.avatar')} max={1} upload="CreatorImageUpload" />
        <TextareaField
          name="bio"
          label={t('form.bio')}
          helperText={t('form.bioHint')}
          counterMax={CREATOR_BIO_MAX}
          required={false}
          rows={3}
        />
      </FormSection>

      <FormSection title={t('sections.handles')} description={t('sections.handlesHint')}>
        <HandlesFields />
      </FormSection>

      <FormSection title={t('sections.work')}>
        <CategoryChips name="categories" />
        <TextField
          name="price"
          label={t('form.price')}
          inputMode="decimal"
          autoComplete="off"
          startElement="$"
          helperText={t('form.priceHint', {
            min: whole(CREATOR_PRICE_MIN_CENTS / 100),
            max: whole(CREATOR_PRICE_MAX_CENTS / 100),
          })}
        />
      </FormSection>

      <FormSection title={t('sections.about')} description={t('sections.aboutHint')}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5" alignItems="start">
          <SelectField
            name="country"
            label={t('form.country')}
            placeholder={t('form.countryPlaceholder')}
            options={countries}
          />
          <TextField
            name="date_of_birth"
            type="date"
            label={t('form.dateOfBirth')}
            autoComplete="bday"
            helperText={t('form.dateOfBirthHint', { min: CREATOR_AGE_MIN })}
          />
          <SelectField
            name="gender"
            label={t('form.gender')}
            placeholder={t('form.preferNotToSay')}
            options={genders}
            required={false}
          />
          <SelectField
            name="ethnicity"
            label={t('form.ethnicity')}
            placeholder={t('form.preferNotToSay')}
            options={ethnicities}
            required={false}
          />
        </Grid>
      </FormSection>

      <FormSection title={t('sections.portfolio')} description={t('sections.portfolioHint')}>
        <ImagesField
          name="portfolio"
          label={t('form.portfolio')}
          max={PORTFOLIO_MAX}
          upload="CreatorImageUpload"
        />
        <IntroVideoField name="intro_video" />
      </FormSection>
    </>
  );
}
