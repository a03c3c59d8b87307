import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from '@/src/app/AppShell';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';
import { AuthLayout } from '@/src/layouts/AuthLayout';
import { LazyCompanyLayout as CompanyLayout } from '@/src/layouts/LazyCompanyLayout';
import { LazyCreatorLayout as CreatorLayout } from '@/src/layouts/LazyCreatorLayout';
import { NotFound } from '@/src/ui/NotFound';
import { loadLaterRecipes } from '@/src/theme/system';
import { Guard } from './Guard';
import { opsAuthScreens, opsRoutes } from './opsRoutes';
import { paths, patterns } from '../lib/paths';
import type { RouteHandle } from './routeHandle';
import { RouteError } from './RouteError';
import { screen, withPrefetch } from './screen';
import { UnknownPath } from './UnknownPath';

/**
 * A logged-out screen's chunk with the recipes of components the first screens do not
 * render (src/theme/laterRecipes.ts): the onboarding forms' selects, text areas and
 * progress, loaded at once instead of after the screen asks for them.
 */
const withLaterRecipes =
  <Module,>(load: () => Promise<Module>) =>
  async () =>
    (await Promise.all([load(), loadLaterRecipes()]))[0];

/** The same screen, in AuthLayout's wide card. */
const wide = (route: RouteObject): RouteObject => ({
  ...route,
  handle: { ...(route.handle as RouteHandle), card: 'wide' } satisfies RouteHandle,
});

const authScreens = {
  guest: [
    screen(patterns.login, 'login.title', () => import('@/features/account/screens/Login')),
    screen(patterns.signup, 'signup.title', () => import('@/features/account/screens/Signup')),
    screen(patterns.forgot, 'forgot.title', () => import('@/features/account/screens/Forgot')),
  ],
  verify: [
    screen(patterns.verify, 'verify.title', () => import('@/features/account/screens/Verify')),
  ],
  onboarding: [
    screen(
      patterns.aboutYou,
      'aboutYou.title',
      withLaterRecipes(() => import('@/features/account/screens/AboutYou')),
    ),
  ],
  open: [
    screen(
      patterns.newPassword,
      'newPassword.title',
      () => import('@/features/account/screens/NewPassword'),
    ),
    screen(
      patterns.password,
      'password.title',
      () => import('@/features/account/screens/Password'),
    ),
    screen(
      patterns.impersonate,
      'impersonation.title',
      () => import('@/features/session/screens/Impersonation'),
    ),
    screen(
      patterns.updateEmail,
      'updateEmail.title',
      () => import('@/features/account/screens/UpdateEmail'),
    ),
    screen(patterns.teamJoin, 'teamJoin.title', () => import('@/features/teams/screens/TeamJoin')),
  ],
};

/** The creators' logged-out and funnel screens, in the logged-out layout. */
const creatorAuthScreens = {
  guest: [
    screen(
      patterns.creatorJoin,
      'creatorJoin.title',
      () => import('@/features/account/screens/CreatorJoin'),
    ),
    screen(
      patterns.creatorLogin,
      'login.title',
      () => import('@/features/account/screens/CreatorLogin'),
    ),
    screen(
      patterns.creatorForgot,
      'forgot.title',
      () => import('@/features/account/screens/CreatorForgot'),
    ),
  ],
  verify: [
    screen(
      patterns.creatorVerify,
      'verify.title',
      () => import('@/features/account/screens/CreatorVerify'),
    ),
  ],
  onboarding: [
    // One long form (profile, portfolio, intro video, address): room for it at 1440 px.
    wide(
      screen(
        patterns.creatorOnboarding,
        'creatorOnboarding.title',
        withLaterRecipes(() => import('@/features/creatorProfile/screens/CreatorOnboarding')),
      ),
    ),
  ],
  open: [
    screen(
      patterns.creatorResetPassword,
      'newPassword.title',
      () => import('@/features/account/screens/CreatorResetPassword'),
    ),
    screen(
      patterns.creatorChangeEmail,
      'updateEmail.title',
      () => import('@/features/account/screens/CreatorChangeEmail'),
    ),
  ],
};

/**
 * The creator layout's screens (docs/product.md#the-creators-app); the prerendered frames
 * are made from this list too.
 */
export const creatorScreens: RouteObject[] = [
  { path: patterns.creatorHome, element: <Navigate to={paths.creator.marketplace} replace /> },
  screen(
    patterns.creatorMarketplace,
    'creatorMarketplace.title',
    () => import('@/features/marketplace/screens/Marketplace'),
    'marketplace:intro',
  ),
  screen(
    patterns.creatorCampaign,
    'creatorCampaign.title',
    () => import('@/features/marketplace/screens/MarketplaceCampaign'),
  ),
  screen(
    patterns.creatorApplications,
    'creatorApplications.title',
    () => import('@/features/marketplace/screens/Applications'),
    'marketplace:applications.intro',
  ),
  screen(
    patterns.creatorDeals,
    'creatorDeals.title',
    () => import('@/features/creatorDeals/screens/MyDeals'),
    'creatorDeals:intro',
  ),
  withPrefetch(
    screen(
      patterns.creatorDeal,
      'creatorDeal.title',
      () => import('@/features/creatorDeals/screens/CreatorDealPage'),
    ),
    // Its heading, the page's largest element, is the deal's campaign name.
    async ({ dealId }, dispatch) => {
      const { prefetchCreatorDeal } = await import('@/features/creatorDeals/api');
      if (dealId) dispatch(prefetchCreatorDeal(dealId));
    },
  ),
  screen(
    patterns.creatorDealLicence,
    'creatorDealLicence.title',
    () => import('@/features/licences/screens/CreatorDealLicence'),
  ),
  screen(
    patterns.creatorEarnings,
    'creatorEarnings.title',
    () => import('@/features/earnings/screens/Earnings'),
    'earnings:intro',
  ),
  screen(
    patterns.creatorProfile,
    'creatorProfile.title',
    () => import('@/features/creatorProfile/screens/CreatorProfile'),
  ),
  screen(
    patterns.creatorSettings,
    'creatorSettings.title',
    () => import('@/src/pages/CreatorSettingsPage'),
  ),
  // An unknown page of the creators' app: the not-found page, in their layout.
  { path: '/creator/*', element: <NotFound variant="creator" /> },
];

/** The company layout's screens (the prerendered frames are made from this list too). */
export const companyScreens: RouteObject[] = [
  screen(
    patterns.dashboard,
    'dashboard.title',
    () => import('@/features/dashboard/screens/Dashboard'),
    'dashboard:intro',
  ),
  screen(
    patterns.campaignCreationType,
    'campaignCreationType.title',
    () => import('@/features/campaigns/screens/CampaignCreationType'),
  ),
  screen(
    patterns.campaignCreationSettings,
    'campaignCreationSettings.title',
    () => import('@/features/campaigns/screens/CampaignCreationSettings'),
  ),
  screen(
    patterns.campaignCreationParameters,
    'campaignCreationParameters.title',
    () => import('@/features/campaigns/screens/CampaignCreationParameters'),
  ),
  screen(
    patterns.campaignCreationSummary,
    'campaignCreationSummary.title',
    () => import('@/features/campaigns/screens/CampaignCreationSummary'),
  ),
  screen(
    patterns.campaignCreated,
    'campaignCreated.title',
    () => import('@/features/campaigns/screens/CampaignCreated'),
  ),
  screen(
    patterns.campaign,
    'campaignProducts.title',
    () => import('@/features/campaigns/screens/CampaignProducts'),
  ),
  screen(
    patterns.campaignProduct,
    'campaignOverview.title',
    () => import('@/src/pages/CampaignOverviewPage'),
  ),
  screen(
    patterns.creatorsDiscovery,
    'creatorsDiscovery.title',
    () => import('@/features/creators/screens/CreatorsDiscovery'),
  ),
  screen(
    patterns.deal,
    'dealOverview.title',
    () => import('@/features/deals/screens/DealOverview'),
  ),
  screen(
    patterns.deals,
    'theDeals.title',
    () => import('@/features/deals/screens/TheDeals'),
    'deals:list.intro',
  ),
  screen(
    patterns.campaigns,
    'campaignListing.title',
    () => import('@/features/campaigns/screens/CampaignListing'),
    'campaigns:listing.intro',
  ),
  screen(
    patterns.brands,
    'brandListing.title',
    () => import('@/features/brands/screens/BrandListing'),
    'brands:intro',
  ),
  screen(
    patterns.products,
    'products.title',
    () => import('@/features/products/screens/Products'),
    'products:intro',
  ),
  screen(
    patterns.product,
    'productOverview.title',
    () => import('@/features/products/screens/ProductOverview'),
  ),
  screen(
    patterns.content,
    'contentListing.title',
    () => import('@/features/content/screens/ContentListing'),
    'content:listing.intro',
  ),
  screen(
    patterns.contentLicence,
    'contentLicence.title',
    () => import('@/features/licences/screens/ContentLicence'),
  ),
  screen(
    patterns.accountBilling,
    'accountOverview.billing',
    () => import('@/features/billing/screens/Billing'),
    'billing:invoices.intro',
  ),
  screen(patterns.invoice, 'invoice.title', () => import('@/features/billing/screens/Invoice')),
  screen(
    patterns.accountPaymentMethods,
    'accountOverview.paymentMethods',
    () => import('@/features/billing/screens/PaymentMethods'),
    'billing:cards.intro',
  ),
  screen(
    patterns.accountOverview,
    'accountOverview.title',
    () => import('@/features/account/screens/AccountOverview'),
  ),
  screen(patterns.accountTeam, 'team.title', () => import('@/features/teams/screens/Team')),
  screen(
    patterns.accountNotifications,
    'notificationSettings.title',
    () => import('@/features/notifications/screens/NotificationSettings'),
  ),
  screen(
    patterns.wallet,
    'wallet.title',
    () => import('@/features/wallet/screens/Wallet'),
    'wallet:intro',
  ),
];

/**
 * docs/product.md#routes-and-guards as a route table. Guards are pathless layout routes around the
 * screens they admit; an unknown path renders the not-found page in the layout that
 * fits the session.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingOverlay,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { element: <Guard kind="guest" />, children: authScreens.guest },
          { element: <Guard kind="verify" />, children: authScreens.verify },
          { element: <Guard kind="onboarding" />, children: authScreens.onboarding },
          ...authScreens.open,
          { element: <Guard kind="creatorGuest" />, children: creatorAuthScreens.guest },
          { element: <Guard kind="creatorVerify" />, children: creatorAuthScreens.verify },
          { element: <Guard kind="creatorOnboarding" />, children: creatorAuthScreens.onboarding },
          ...creatorAuthScreens.open,
          { element: <Guard kind="opsGuest" />, children: opsAuthScreens },
        ],
      },
      opsRoutes,
      {
        element: <Guard kind="creator" />,
        children: [{ element: <CreatorLayout />, children: creatorScreens }],
      },
      {
        element: <Guard kind="company" />,
        children: [{ element: <CompanyLayout />, children: companyScreens }],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];
