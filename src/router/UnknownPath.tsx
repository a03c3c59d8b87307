import { NotFound } from '@/src/ui/NotFound';
import { selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { AuthLayout } from '@/src/layouts/AuthLayout';
import { LazyCompanyLayout as CompanyLayout } from '@/src/layouts/LazyCompanyLayout';
import { useAppSelector } from '@/store/hooks';
import { Guard } from './Guard';

/**
 * docs/product.md#fallbacks: logged in, the not-found page sits inside the company
 * layout (behind its guard, so an unfinished onboarding is still routed on); logged
 * out, inside the logged-out layout, which then sends the visitor to Login.
 */
export function UnknownPath() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  if (!isAuthenticated) {
    return (
      <AuthLayout>
        <NotFound variant="guest" />
      </AuthLayout>
    );
  }
  return (
    <Guard kind="company">
      <CompanyLayout>
        <NotFound variant="app" />
      </CompanyLayout>
    </Guard>
  );
}
