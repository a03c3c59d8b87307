import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { hasTitle } from '@/src/router/routeHandle';

/** The tab title names the screen (WCAG 2.4.2), in the current language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { t: tScreens } = useTranslation('screens');
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle;
  const screen = hasTitle(handle) ? tScreens(handle.title) : t('notFound.title');
  const title = `${screen} · ${t('appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
