import { useTranslation } from 'react-i18next';
import {
  COLOR_MODES,
  colorModeChanged,
  selectColorMode,
} from '@/features/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { SegmentedControl } from '@/src/ui/SegmentedControl';

/** Light, dark or the system's choice; `ColorModeSync` applies it (src/ui/colorMode.ts). */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const colorMode = useAppSelector(selectColorMode);
  return (
    <SegmentedControl
      label={t('colorMode.label')}
      value={colorMode}
      options={COLOR_MODES.map((value) => ({ value, label: t(`colorMode.${value}`) }))}
      onChange={(value) => dispatch(colorModeChanged(value))}
    />
  );
}
