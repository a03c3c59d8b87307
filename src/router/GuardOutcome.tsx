import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigation,
  type Location,
  type To,
} from 'react-router-dom';
import { ErrorFallback } from '@/src/app/ErrorFallback';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import {
  decideGuard,
  isGuestKind,
  isLoginPath,
  type AccountStatus,
  type GuardKind,
} from './guardRules';
import { useLiveNavigation } from '@/src/lib/liveNavigation';

export interface GuardProps {
  kind: GuardKind;
  children?: ReactNode;
}

/**
 * What a guard shows for the session as it stands (see `decideGuard`): the page, the
 * overlay while the account loads (so the wrong page never flashes), an error, or a
 * redirect.
 */
export function GuardOutcome({ kind, status, children }: GuardProps & { status: AccountStatus }) {
  const decision = decideGuard(kind, status);
  const location = useLocation();
  const navigation = useNavigation();
  const pendingVisit = useLiveNavigation();
  switch (decision.type) {
    case 'allow':
      return children ?? <Outlet />;
    case 'loading':
      return <LoadingOverlay />;
    case 'error':
      return <AccountLoadError retry={decision.retry} />;
    case 'redirect': {
      // A session that ended here is already on its way to its Login (the session listeners
      // send it there, without a page to return to, or a screen with a notice for it): a
      // second redirect would replace it. The router is asked too, as `useNavigation` can
      // still say idle while the store already says logged out.
      const goingTo = navigation.location?.pathname ?? pendingVisit()?.pathname;
      if (isLoginPath(goingTo) && isLoginPath(decision.to)) {
        return <LoadingOverlay />;
      }
      // Login gets the page that was asked for; once logged in, the guest guard returns
      // there instead of the dashboard (whose guard would route on from there anyway).
      return (
        <Navigate
          to={isGuestKind(kind) ? (redirectBackTarget(location.state) ?? decision.to) : decision.to}
          replace
          state={isLoginPath(decision.to) ? { from: location } : undefined}
        />
      );
    }
  }
}

/** The page a guard sent to Login, kept in the router state as `from`. */
function redirectBackTarget(state: unknown): To | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from as Partial<Location> | null;
  if (typeof from?.pathname !== 'string') return null;
  return { pathname: from.pathname, search: from.search ?? '', hash: from.hash ?? '' };
}

/** The account could not be loaded for a reason other than an ended session. */
function AccountLoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ErrorFallback
      title={t('errors.accountLoadTitle')}
      message={t('errors.accountLoad')}
      actionLabel={t('actions.retry')}
      onAction={retry}
      secondary={{ label: t('actions.logOut'), onAction: () => dispatch(logOutRequested()) }}
    />
  );
}
