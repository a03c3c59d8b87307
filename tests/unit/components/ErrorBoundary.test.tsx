import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/src/app/ErrorBoundary';
import {
  installGlobalErrorHandlers,
  onErrorReported,
  type ReportedError,
} from '@/src/errors/reportError';
import { renderWithProviders } from '../renderWithProviders';

function Broken(): never {
  throw new Error('render failed');
}

describe('uncaught errors', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('the boundary shows a translated message and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: ReportedError[] = [];
    cleanups.push(onErrorReported((report) => reports.push(report)));

    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.source).toBe('render');
    expect((reports[0]?.error as Error).message).toBe('render failed');
    expect(reports[0]?.componentStack).toContain('Broken');
  });

  it('window errors and unhandled rejections reach the central handler', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: ReportedError[] = [];
    cleanups.push(onErrorReported((report) => reports.push(report)));
    cleanups.push(installGlobalErrorHandlers(window));

    const error = new Error('late failure');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'no answer' });
    window.dispatchEvent(rejection);

    expect(reports).toEqual([
      { error, source: 'window' },
      { error: 'no answer', source: 'promise' },
    ]);
    expect(log).toHaveBeenCalled();
  });

  it('a failing listener does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: unknown[] = [];
    cleanups.push(
      onErrorReported(() => {
        throw new Error('listener broke');
      }),
    );
    cleanups.push(onErrorReported((report) => seen.push(report.error)));
    cleanups.push(installGlobalErrorHandlers(window));
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(seen).toEqual(['boom']);
  });
});
