import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/domain/preferences/rules';
import type { Locale } from '@/domain/preferences/rules';

export { DEFAULT_LOCALE, isLocale, LOCALES };
export type { Locale };

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** UI preferences: persisted next to the session token. */
export interface PreferencesState {
  locale: Locale;
  colorMode: ColorMode;
  sidebarCollapsed: boolean;
}

export const initialPreferences: PreferencesState = {
  locale: DEFAULT_LOCALE,
  colorMode: 'system',
  sidebarCollapsed: false,
};

export const isColorMode = (value: unknown): value is ColorMode =>
  typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    colorModeChanged(state, action: PayloadAction<ColorMode>) {
      state.colorMode = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectColorMode: (state) => state.colorMode,
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
  },
});

export const { localeChanged, colorModeChanged, sidebarToggled } = preferencesSlice.actions;
export const { selectLocale, selectColorMode, selectSidebarCollapsed } = preferencesSlice.selectors;
