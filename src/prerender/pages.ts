import { patterns } from '@/src/lib/paths';

/** How the browser takes over a prerendered page (`src/main.tsx` reads it on `<html>`). */
export type PrerenderKind = 'guest' | 'shell';

export interface PrerenderPage {
  name: string;
  kind: PrerenderKind;
  /** The route patterns this file answers (the server matches them, see the manifest). */
  routes: string[];
}

/** Every company route (the routes' table puts them under the company guard). */
const COMPANY_ROUTES = [
  patterns.dashboard,
  patterns.campaignCreationType,
  patterns.campaignCreationSettings,
  patterns.campaignCreationParameters,
  patterns.campaignCreationSummary,
  patterns.campaignCreated,
  patterns.campaign,
  patterns.campaignProduct,
  patterns.creatorsDiscovery,
  patterns.deal,
  patterns.deals,
  patterns.campaigns,
  patterns.brands,
  patterns.products,
  patterns.product,
  patterns.content,
  patterns.accountBilling,
  patterns.invoice,
  patterns.accountPaymentMethods,
  patterns.accountOverview,
  patterns.wallet,
];

/**
 * What the build renders to HTML: the logged-out screens whole (the browser hydrates
 * them), and one frame for every company route (the browser renders over it).
 */
export const PRERENDER_PAGES: PrerenderPage[] = [
  { name: 'login', kind: 'guest', routes: [patterns.login] },
  { name: 'signup', kind: 'guest', routes: [patterns.signup] },
  { name: 'forgot', kind: 'guest', routes: [patterns.forgot] },
  { name: 'shell', kind: 'shell', routes: COMPANY_ROUTES },
];
