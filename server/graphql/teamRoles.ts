/**
 * The least team role each company operation needs (docs/product.md#who-may-do-what):
 * members run campaigns, creators, deals, content and chat; owners and admins also handle
 * the money and invite people; only the owner manages members and deletes the company.
 * roles.ts's guard checks every company session against this table before the resolver
 * runs, and refuses an operation missing from it; a unit test fails when a company
 * operation of the schema has no entry here, or an entry names no operation.
 */
import type { TeamRole } from '../../domain/teams/roles';

/** The person's own account: every member manages their own login, e-mail and profile. */
const ACCOUNT = {
  CompanyData: 'member',
  CompanyOnboardPositionOne: 'member',
  CompanyResendEmailVerificationCode: 'member',
  CompanyEmailVerificationByCode: 'member',
  // The service itself keeps company_name to owners and admins.
  CompanyUpdateData: 'member',
  CompanyRequestToChangeEmail: 'member',
  CompanyLogout: 'member',
  // Deletes the company with everything in it.
  CompanyDelete: 'owner',
} as const satisfies Record<string, TeamRole>;

/** The team: seeing it, joining, switching and leaving are everyone's; inviting is not. */
const TEAM = {
  TeamMembers: 'member',
  MyCompanies: 'member',
  CompanySwitch: 'member',
  TeamInvitationJoin: 'member',
  TeamLeave: 'member',
  TeamInvitations: 'admin',
  TeamInvite: 'admin',
  TeamInvitationResend: 'admin',
  TeamInvitationRevoke: 'admin',
  TeamMemberRoleUpdate: 'owner',
  TeamMemberRemove: 'owner',
  TeamOwnershipTransfer: 'owner',
} as const satisfies Record<string, TeamRole>;

/** Brands, products and their images. */
const CATALOG = {
  Brands: 'member',
  Brand: 'member',
  BrandCreate: 'member',
  BrandUpdate: 'member',
  BrandDelete: 'member',
  Products: 'member',
  Product: 'member',
  ProductCreate: 'member',
  ProductUpdate: 'member',
  ProductDelete: 'member',
  ImageUpload: 'member',
} as const satisfies Record<string, TeamRole>;

/**
 * Campaigns. Creating one pays for it (wallet or card); deactivating one hands the budget
 * of its unfilled slots back to the wallet (a member may pause it instead). Anyone may see
 * what a campaign would cost (the quote moves nothing) and send one to the owner and
 * admins to pay (the drafts waiting for payment).
 */
const CAMPAIGNS = {
  Campaigns: 'member',
  Campaign: 'member',
  CampaignTabCounts: 'member',
  CampaignProducts: 'member',
  CampaignDuplicate: 'member',
  CampaignPause: 'member',
  CampaignResume: 'member',
  CampaignQuote: 'member',
  CampaignDrafts: 'member',
  CampaignDraftOpen: 'member',
  CampaignDraftSubmit: 'member',
  CampaignDraftDelete: 'member',
  CampaignCreate: 'admin',
  CampaignDeactivate: 'admin',
} as const satisfies Record<string, TeamRole>;

/**
 * Creators, deals, content and chat. Picking a creator takes a slot the campaign already
 * paid for, and a deal's moves only release or return that escrow: none charges anything.
 */
const DEALS = {
  Creators: 'member',
  Creator: 'member',
  CampaignApplicants: 'member',
  CreatorInvite: 'member',
  Deals: 'member',
  Deal: 'member',
  DealCreate: 'member',
  DealShip: 'member',
  DealAcceptContent: 'member',
  DealRequestRevision: 'member',
  DealCancel: 'member',
  DealMessages: 'member',
  DealMessageSend: 'member',
  DealMessagesRead: 'member',
  Contents: 'member',
  ContentArchiveLink: 'member',
  // Pays: money is owners' and admins' (docs/product.md#licences).
  ContentRightsExtend: 'admin',
  // What the company may do with content it bought (no money on it).
  ContentLicence: 'member',
  DealLicence: 'member',
} as const satisfies Record<string, TeamRole>;

/** The dashboard and the person's own notifications; the spend chart is money. */
const OVERVIEW = {
  DashboardSummary: 'member',
  DashboardSpend: 'admin',
  Notifications: 'member',
  NotificationsMarkRead: 'member',
  NotificationsMarkAllRead: 'member',
  NotificationsMarkDealRead: 'member',
  NotificationSettings: 'member',
  NotificationSettingsUpdate: 'member',
} as const satisfies Record<string, TeamRole>;

/** Money: cards, invoices, the wallet and its top-ups. */
const MONEY = {
  Cards: 'admin',
  CardAdd: 'admin',
  CardSetDefault: 'admin',
  CardDelete: 'admin',
  Invoices: 'admin',
  Invoice: 'admin',
  Wallet: 'admin',
  Transactions: 'admin',
  BankTransferInformation: 'admin',
  WalletTopUp: 'admin',
} as const satisfies Record<string, TeamRole>;

/** Every company operation and the least team role it needs, by feature. */
export const TEAM_ROLE_GROUPS = {
  Account: ACCOUNT,
  Team: TEAM,
  'Brands and products': CATALOG,
  Campaigns: CAMPAIGNS,
  'Creators, deals and content': DEALS,
  'Dashboard and notifications': OVERVIEW,
  Money: MONEY,
} as const;

export const TEAM_ROLE_OF: ReadonlyMap<string, TeamRole> = new Map(
  Object.values(TEAM_ROLE_GROUPS).flatMap((group) => Object.entries(group)),
);
