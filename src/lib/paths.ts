/**
 * Every route of docs/product.md#routes-and-guards: `patterns` feed the route table, `paths` build
 * links to them. Builders encode their parameters, so a token with `/` or `?` in it
 * still lands on its route.
 */
export const patterns = {
  login: '/login',
  signup: '/signup',
  forgot: '/forgot',
  newPassword: '/new-password/:token',
  verify: '/verify',
  password: '/password',
  aboutYou: '/about-you',
  impersonate: '/account/impersonate/:token',
  updateEmail: '/update/:token',

  dashboard: '/',
  campaignCreationType: '/campaign/creation/type',
  campaignCreationSettings: '/campaign/creation/settings',
  campaignCreationParameters: '/campaign/creation/parameters',
  campaignCreationSummary: '/campaign/creation/summary',
  campaignCreated: '/campaign/creation/created',
  campaign: '/campaign/:campaignId?',
  campaignProduct: '/campaign/:campaignId?/product/:productId?',
  creatorsDiscovery: '/campaign/:campaignId?/creators-discovery',
  deal: '/deal/:dealId?',
  deals: '/deals',
  campaigns: '/campaigns',
  brands: '/brands',
  products: '/products',
  product: '/product/:productId',
  content: '/content',
  contentLicence: '/content/:contentId/licence',
  accountBilling: '/account/billing',
  invoice: '/account/billing/invoices/:invoiceId',
  accountPaymentMethods: '/account/payment-methods',
  accountOverview: '/account/overview',
  accountTeam: '/account/team',
  accountNotifications: '/account/notifications',
  teamJoin: '/team/join/:token',
  wallet: '/wallet',

  // The creators' app (docs/product.md#the-creators-app), its own layout under /creator.
  creatorJoin: '/creator/join',
  creatorLogin: '/creator/login',
  creatorForgot: '/creator/forgot',
  creatorVerify: '/creator/verify',
  creatorOnboarding: '/creator/onboarding',
  creatorResetPassword: '/creator/reset-password/:token',
  creatorChangeEmail: '/creator/change-email/:token',
  creatorHome: '/creator',
  creatorMarketplace: '/creator/marketplace',
  creatorCampaign: '/creator/campaigns/:campaignId',
  creatorApplications: '/creator/applications',
  creatorDeals: '/creator/deals',
  creatorDeal: '/creator/deals/:dealId',
  creatorDealLicence: '/creator/deals/:dealId/licence',
  creatorEarnings: '/creator/earnings',
  creatorProfile: '/creator/profile',
  creatorSettings: '/creator/settings',

  // The operator console (docs/product.md#operator-console), its own layout under /ops.
  opsLogin: '/ops/login',
  opsSetPassword: '/ops/set-password/:token',
  opsHome: '/ops',
  opsCampaigns: '/ops/campaigns',
  opsCampaign: '/ops/campaigns/:campaignId',
  opsContent: '/ops/content',
  opsDisputes: '/ops/disputes',
  opsDispute: '/ops/disputes/:dealId',
  opsCreators: '/ops/creators',
  opsCreator: '/ops/creators/:creatorId',
  opsCompanies: '/ops/companies',
  opsCompany: '/ops/companies/:companyId',
  opsMoney: '/ops/money',
  opsAudit: '/ops/audit',
} as const;

const segment = (value: string) => encodeURIComponent(value);
const optional = (value: string | undefined) => (value ? `/${segment(value)}` : '');

export const paths = {
  login: patterns.login,
  signup: patterns.signup,
  forgot: patterns.forgot,
  newPassword: (token: string) => `/new-password/${segment(token)}`,
  verify: patterns.verify,
  password: patterns.password,
  aboutYou: patterns.aboutYou,
  impersonate: (token: string) => `/account/impersonate/${segment(token)}`,
  updateEmail: (token: string) => `/update/${segment(token)}`,

  dashboard: patterns.dashboard,
  campaignCreation: {
    type: patterns.campaignCreationType,
    settings: patterns.campaignCreationSettings,
    parameters: patterns.campaignCreationParameters,
    summary: patterns.campaignCreationSummary,
    created: patterns.campaignCreated,
  },
  campaign: (campaignId?: string) => `/campaign${optional(campaignId)}`,
  campaignProduct: (campaignId: string, productId: string) =>
    `/campaign/${segment(campaignId)}/product/${segment(productId)}`,
  creatorsDiscovery: (campaignId?: string) => `/campaign${optional(campaignId)}/creators-discovery`,
  deal: (dealId?: string) => `/deal${optional(dealId)}`,
  deals: patterns.deals,
  campaigns: patterns.campaigns,
  brands: patterns.brands,
  products: patterns.products,
  product: (productId: string) => `/product/${segment(productId)}`,
  content: patterns.content,
  contentLicence: (contentId: string) => `/content/${segment(contentId)}/licence`,
  /** The listing filtered on content whose paid-ads rights end within 30 days. */
  contentExpiring: `${patterns.content}?rights=expiring_soon`,
  accountOverview: patterns.accountOverview,
  accountTeam: patterns.accountTeam,
  accountNotifications: patterns.accountNotifications,
  teamJoin: (token: string) => `/team/join/${segment(token)}`,
  accountBilling: patterns.accountBilling,
  invoice: (invoiceId: string) => `/account/billing/invoices/${segment(invoiceId)}`,
  accountPaymentMethods: patterns.accountPaymentMethods,
  wallet: patterns.wallet,

  creator: {
    join: patterns.creatorJoin,
    login: patterns.creatorLogin,
    forgot: patterns.creatorForgot,
    verify: patterns.creatorVerify,
    onboarding: patterns.creatorOnboarding,
    resetPassword: (token: string) => `/creator/reset-password/${segment(token)}`,
    changeEmail: (token: string) => `/creator/change-email/${segment(token)}`,
    home: patterns.creatorHome,
    marketplace: patterns.creatorMarketplace,
    campaign: (campaignId: string) => `/creator/campaigns/${segment(campaignId)}`,
    applications: patterns.creatorApplications,
    deals: patterns.creatorDeals,
    deal: (dealId: string) => `/creator/deals/${segment(dealId)}`,
    dealLicence: (dealId: string) => `/creator/deals/${segment(dealId)}/licence`,
    earnings: patterns.creatorEarnings,
    profile: patterns.creatorProfile,
    settings: patterns.creatorSettings,
  },

  ops: {
    login: patterns.opsLogin,
    setPassword: (token: string) => `/ops/set-password/${segment(token)}`,
    home: patterns.opsHome,
    campaigns: patterns.opsCampaigns,
    campaign: (campaignId: string) => `/ops/campaigns/${segment(campaignId)}`,
    content: patterns.opsContent,
    disputes: patterns.opsDisputes,
    dispute: (dealId: string) => `/ops/disputes/${segment(dealId)}`,
    creators: patterns.opsCreators,
    creator: (creatorId: string) => `/ops/creators/${segment(creatorId)}`,
    companies: patterns.opsCompanies,
    company: (companyId: string) => `/ops/companies/${segment(companyId)}`,
    money: patterns.opsMoney,
    audit: patterns.opsAudit,
  },
} as const;

/**
 * Pages anyone may stay on whatever the session: a session that ends there does not
 * send the user to Login (the reset, e-mail-change and team invitation links work logged
 * in or out).
 */
export const OPEN_PATTERNS = [
  patterns.newPassword,
  patterns.password,
  patterns.updateEmail,
  patterns.teamJoin,
  patterns.creatorResetPassword,
  patterns.creatorChangeEmail,
];
