import type enAccount from '@/locales/en/account.json';
import type enBilling from '@/locales/en/billing.json';
import type enBrands from '@/locales/en/brands.json';
import type enCampaigns from '@/locales/en/campaigns.json';
import type enCommon from '@/locales/en/common.json';
import type enContent from '@/locales/en/content.json';
import type enCreatorDeals from '@/locales/en/creatorDeals.json';
import type enCreatorProfile from '@/locales/en/creatorProfile.json';
import type enCreators from '@/locales/en/creators.json';
import type enDashboard from '@/locales/en/dashboard.json';
import type enDeals from '@/locales/en/deals.json';
import type enEarnings from '@/locales/en/earnings.json';
import type enDebug from '@/locales/en/debug.json';
import type enImages from '@/locales/en/images.json';
import type enLicences from '@/locales/en/licences.json';
import type enMail from '@/locales/en/mail.json';
import type enMarketplace from '@/locales/en/marketplace.json';
import type enNav from '@/locales/en/nav.json';
import type enNotifications from '@/locales/en/notifications.json';
import type enOpsCompanies from '@/locales/en/opsCompanies.json';
import type enOpsCreators from '@/locales/en/opsCreators.json';
import type enOpsMoney from '@/locales/en/opsMoney.json';
import type enOpsAccount from '@/locales/en/opsAccount.json';
import type enOpsAudit from '@/locales/en/opsAudit.json';
import type enOpsQueue from '@/locales/en/opsQueue.json';
import type enOpsReview from '@/locales/en/opsReview.json';
import type enProducts from '@/locales/en/products.json';
import type enScreens from '@/locales/en/screens.json';
import type enTeams from '@/locales/en/teams.json';
import type enValidation from '@/locales/en/validation.json';
import type enWallet from '@/locales/en/wallet.json';

// Typed keys: a misspelt translation key is a type error, not a blank label. The
// augmentation covers the whole TypeScript project (the server renders `mail`), so
// every namespace under locales/ is listed; the unit tests check Spanish has each key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof enAccount;
      billing: typeof enBilling;
      brands: typeof enBrands;
      campaigns: typeof enCampaigns;
      common: typeof enCommon;
      content: typeof enContent;
      creatorDeals: typeof enCreatorDeals;
      creatorProfile: typeof enCreatorProfile;
      creators: typeof enCreators;
      dashboard: typeof enDashboard;
      deals: typeof enDeals;
      earnings: typeof enEarnings;
      debug: typeof enDebug;
      images: typeof enImages;
      licences: typeof enLicences;
      mail: typeof enMail;
      marketplace: typeof enMarketplace;
      nav: typeof enNav;
      notifications: typeof enNotifications;
      opsCompanies: typeof enOpsCompanies;
      opsCreators: typeof enOpsCreators;
      opsMoney: typeof enOpsMoney;
      opsAccount: typeof enOpsAccount;
      opsAudit: typeof enOpsAudit;
      opsQueue: typeof enOpsQueue;
      opsReview: typeof enOpsReview;
      products: typeof enProducts;
      screens: typeof enScreens;
      teams: typeof enTeams;
      validation: typeof enValidation;
      wallet: typeof enWallet;
    };
  }
}
