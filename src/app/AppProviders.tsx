import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { selectColorMode, selectLocale } from '@/features/preferences/preferencesSlice';
import { localeCookie } from '@/domain/preferences/rules';
import { i18n } from '@/src/i18n';
import { useAppSelector } from '@/store/hooks';
import { ChakraSystemProvider } from '@/src/theme/ChakraSystemProvider';
import { useColorMode } from '@/src/ui/colorMode';

/**
 * Theme, colour mode and translations, below the Redux provider (the preferences
 * decide language and colour mode). Shared by `main.tsx` and the unit tests.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraSystemProvider>
      <I18nextProvider i18n={i18n}>
        <LocaleSync />
        <ColorModeSync />
        {children}
      </I18nextProvider>
    </ChakraSystemProvider>
  );
}

/** The language follows the persisted preference; i18next is told, not a reducer. */
function LocaleSync() {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    // Mirrored for the server, which answers the next page already in this language.
    document.cookie = localeCookie(locale);
  }, [locale]);
  return null;
}

/**
 * The colour mode follows the persisted preference (`system` follows the OS setting);
 * public/color-mode.js applied the stored one before the first paint.
 */
function ColorModeSync() {
  useColorMode(useAppSelector(selectColorMode));
  return null;
}
