import type { RouteObject } from 'react-router-dom';
import { i18n } from '@/src/i18n';
import { LazyOpsLayout as OpsLayout } from '@/src/layouts/LazyOpsLayout';
import { patterns } from '@/src/lib/paths';
import { NotFound } from '@/src/ui/NotFound';
import { Guard } from './Guard';
import type { RouteHandle } from './routeHandle';
import { screen } from './screen';

type ScreenLoader = Parameters<typeof screen>[2];

/**
 * A console screen in OpsLayout, behind the operator guard: adding one to `opsScreens` is
 * one line, `opsScreen(patterns.opsMoney, 'opsMoney.title', () => import('…/OpsMoney'))`.
 * Its texts need no loading of their own: the layout loads every lazy namespace first.
 */
export const opsScreen = (path: string, title: RouteHandle['title'], load: ScreenLoader) =>
  screen(path, title, load);

/** A logged-out console page: its chunk and the login's texts load together. */
const opsAuthScreen = (path: string, title: RouteHandle['title'], load: ScreenLoader) =>
  screen(path, title, async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces('opsAccount')]);
    return module;
  });

/** The console's login pages, in the logged-out layout behind the opsGuest guard. */
export const opsAuthScreens: RouteObject[] = [
  opsAuthScreen(
    patterns.opsLogin,
    'opsLogin.title',
    () => import('@/features/opsAccount/screens/OpsLogin'),
  ),
  opsAuthScreen(
    patterns.opsSetPassword,
    'opsSetPassword.title',
    () => import('@/features/opsAccount/screens/OpsSetPassword'),
  ),
];

/** The console's screens (docs/product.md#operator-console). */
export const opsScreens: RouteObject[] = [
  opsScreen(
    patterns.opsHome,
    'opsQueue.title',
    () => import('@/features/opsQueue/screens/OpsQueue'),
  ),
  opsScreen(
    patterns.opsCampaigns,
    'opsCampaigns.title',
    () => import('@/features/opsReview/screens/OpsCampaignQueue'),
  ),
  opsScreen(
    patterns.opsCampaign,
    'opsCampaign.title',
    () => import('@/features/opsReview/screens/OpsCampaignReview'),
  ),
  opsScreen(
    patterns.opsContent,
    'opsContent.title',
    () => import('@/features/opsReview/screens/OpsContentScreening'),
  ),
  opsScreen(
    patterns.opsDisputes,
    'opsDisputes.title',
    () => import('@/features/opsReview/screens/OpsDisputeQueue'),
  ),
  opsScreen(
    patterns.opsDispute,
    'opsDispute.title',
    () => import('@/features/opsReview/screens/OpsDisputeReview'),
  ),
  opsScreen(
    patterns.opsCreators,
    'opsCreators.title',
    () => import('@/features/opsCreators/screens/OpsCreatorList'),
  ),
  opsScreen(
    patterns.opsCreator,
    'opsCreator.title',
    () => import('@/features/opsCreators/screens/OpsCreatorDetail'),
  ),
  opsScreen(
    patterns.opsCompanies,
    'opsCompanies.title',
    () => import('@/features/opsCompanies/screens/OpsCompanyList'),
  ),
  opsScreen(
    patterns.opsCompany,
    'opsCompany.title',
    () => import('@/features/opsCompanies/screens/OpsCompanyDetail'),
  ),
  opsScreen(
    patterns.opsMoney,
    'opsMoney.title',
    () => import('@/features/opsMoney/screens/OpsMoneyOverview'),
  ),
  opsScreen(
    patterns.opsAudit,
    'opsAudit.title',
    () => import('@/features/opsAudit/screens/OpsAudit'),
  ),
  // An unknown page of the console: the not-found page, in the console's layout.
  { path: '/ops/*', element: <NotFound variant="ops" /> },
];

/** The console: an operator session only, in its own lazily loaded layout. */
export const opsRoutes: RouteObject = {
  element: <Guard kind="operator" />,
  children: [{ element: <OpsLayout />, children: opsScreens }],
};
