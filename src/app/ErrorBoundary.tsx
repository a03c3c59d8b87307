import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/src/errors/reportError';
import { CrashFallback } from './ErrorFallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default full-page message. */
  fallback?: ReactNode;
}

/**
 * Catches render errors below it (React needs a class for this), reports them and
 * shows a translated message instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError({ error, source: 'render', componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <CrashFallback />;
    return this.props.children;
  }
}
