/**
 * The central error handler (docs/product.md#network-errors: uncaught interface errors are logged
 * and passed to a central handler). Every uncaught error goes through `reportError`:
 * the error boundary, the router's error element and the window's last-chance events.
 * A monitoring service subscribes with `onErrorReported` when one is configured.
 */
export type ErrorSource = 'render' | 'route' | 'window' | 'promise';

export interface ReportedError {
  error: unknown;
  source: ErrorSource;
  /** React's component stack, when the error happened while rendering. */
  componentStack?: string;
}

type ErrorListener = (report: ReportedError) => void;

const listeners = new Set<ErrorListener>();

export function onErrorReported(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportError(report: ReportedError): void {
  console.error(
    `[ugc-desk] uncaught ${report.source} error`,
    report.error,
    report.componentStack ?? '',
  );
  for (const listener of listeners) {
    try {
      listener(report);
    } catch (failure) {
      // A broken listener must not hide the original error or stop the others.
      console.error('[ugc-desk] error listener failed', failure);
    }
  }
}

/** Routes errors nothing else caught to `reportError`; returns the uninstaller. */
export function installGlobalErrorHandlers(target: Window): () => void {
  const onError = (event: ErrorEvent) =>
    reportError({ error: event.error ?? event.message, source: 'window' });
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError({ error: event.reason, source: 'promise' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
