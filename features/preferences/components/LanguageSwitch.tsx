import { useTranslation } from 'react-i18next';
import { localeChanged, LOCALES, selectLocale } from '@/features/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { SegmentedControl } from '@/src/ui/SegmentedControl';

/**
 * Changes the persisted locale preference; `LocaleSync` then switches i18next. The
 * options name each language in itself, so a reader of either finds his.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <SegmentedControl
      label={t('language.label')}
      value={locale}
      options={LOCALES.map((value) => ({ value, label: t(`language.${value}`) }))}
      onChange={(value) => dispatch(localeChanged(value))}
    />
  );
}
