import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { CrashFallback } from '@/src/app/ErrorFallback';
import { reportError } from '@/src/errors/reportError';

/** The router's error element: a screen that throws (or a chunk that fails to load). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError({ error, source: 'route' });
  }, [error]);
  return <CrashFallback />;
}
