import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import type { SelectOption } from '@/src/ui/forms/SelectField';
import { CREATOR_COUNTRIES, ETHNICITIES, GENDERS } from '@/domain/creators/rules';

/** The profile's choices with their labels: countries by name, sorted, in the reader's language. */
export function useProfileOptions() {
  const { t, i18n } = useTranslation('creatorProfile');
  const { country } = useCreatorFormats();
  return useMemo(() => {
    const countries: SelectOption[] = CREATOR_COUNTRIES.map((code) => ({
      value: code,
      label: country(code),
    })).sort((a, b) => a.label.localeCompare(b.label, i18n.language));
    const genders: SelectOption[] = GENDERS.map((value) => ({
      value,
      label: t(`genders.${value}`),
    }));
    const ethnicities: SelectOption[] = ETHNICITIES.map((value) => ({
      value,
      label: t(`ethnicities.${value}`),
    }));
    return { countries, genders, ethnicities };
  }, [t, i18n.language, country]);
}
