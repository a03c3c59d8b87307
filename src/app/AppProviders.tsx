import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { selectColorMode, selectLocale } from '@/features/preferences/preferencesSlice';
import { localeCookie } from '@/domain/preferences/rules';
import { i18n } from '@/src/i18n';
import { useAppSelector } from '@/store/hooks';
import { ChakraSystemProvider } from '@/src/theme/ChakraSystemProvider';

/**
 * Theme, colour mode and translations, below the Redux provider (the preferences
 * decide language and colour mode). Shared by `main.tsx` and the unit tests.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraSystemProvider>
      {/*
        Chakra's `_dark` condition keys on the `dark` class of <html>. next-themes' inline
        script is for server rendering: rendered by React it never runs (and React warns),
        so it is marked inert; index.html sets the first class before paint instead.
      */}
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        scriptProps={{ type: 'application/json' }}
      >
        <I18nextProvider i18n={i18n}>
          <LocaleSync />
          <ColorModeSync />
          {children}
        </I18nextProvider>
      </ThemeProvider>
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

/** next-themes applies the preference (resolving `system` from the OS setting). */
function ColorModeSync() {
  const colorMode = useAppSelector(selectColorMode);
  const { setTheme } = useTheme();
  useEffect(() => {
    setTheme(colorMode);
  }, [colorMode, setTheme]);
  return null;
}
