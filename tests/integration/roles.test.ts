import { beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_OPERATIONS, SHARED_OPERATIONS } from '@/server/graphql/roles';
import { creators } from '@/server/db/schema/creators';
import { call, errorOf, GOOD_PASSWORD } from './helpers/account';
import { postGraphql } from './helpers/http';
import { creatorSession, variedCreators } from './helpers/creators';
import { rootOperations, sendOperation } from './helpers/rootFields';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

let companyToken = '';
let creatorToken = '';
let creatorEmail = '';

beforeAll(async () => {
  const company = await t.createCompany({ password: GOOD_PASSWORD });
  companyToken = await t.createSession(company.id);
  const account = await t.createCompany({ role: 'creator', password: GOOD_PASSWORD });
  creatorEmail = account.email;
  await t.db.insert(creators).values({ ...variedCreators(1)[0]!, id: account.id });
  creatorToken = await creatorSession(t, account.id);
});

describe('roles: each session reaches only its own operations (docs/product.md#creators)', () => {
  it('refuses every company operation to a creator and every creator one to a company', async () => {
    const all = rootOperations();
    const creatorSide = all.filter((op) => CREATOR_OPERATIONS.has(op.name)).map((op) => op.name);
    expect(creatorSide.sort()).toEqual([
      'CreatorAddressUpdate',
      'CreatorApplications',
      'CreatorApply',
      'CreatorCampaign',
      'CreatorCampaigns',
      'CreatorContentUpload',
      'CreatorData',
      'CreatorDeal',
      'CreatorDealCancel',
      'CreatorDealConfirmReceipt',
      'CreatorDealLicence',
      'CreatorDealMessageSend',
      'CreatorDealMessages',
      'CreatorDealMessagesRead',
      'CreatorDealReportPost',
      'CreatorDealReportPurchase',
      'CreatorDeals',
      'CreatorDelete',
      'CreatorEarnings',
      'CreatorEarningsHistory',
      'CreatorEarningsStatements',
      'CreatorEmailVerificationByCode',
      'CreatorImageUpload',
      'CreatorIntroVideoUpload',
      'CreatorInvitationDecline',
      'CreatorInvitations',
      'CreatorLanguageUpdate',
      'CreatorLogout',
      'CreatorOnboard',
      'CreatorPayoutAccountAdd',
      'CreatorPayoutAccountDelete',
      'CreatorPayoutRequest',
      'CreatorPayouts',
      'CreatorProfileUpdate',
      'CreatorRequestToChangeEmail',
      'CreatorResendEmailVerificationCode',
      'CreatorWithdraw',
    ]);
    // The notification centre serves both roles, each its own account's (creator-notices.test.ts).
    const shared = all.filter((op) => SHARED_OPERATIONS.has(op.name)).map((op) => op.name);
    expect(shared.sort()).toEqual([
      'Notifications',
      'NotificationsMarkAllRead',
      'NotificationsMarkDealRead',
      'NotificationsMarkRead',
    ]);
    for (const op of all.filter((op) => !SHARED_OPERATIONS.has(op.name))) {
      const token = CREATOR_OPERATIONS.has(op.name) ? companyToken : creatorToken;
      const response = await sendOperation(t.url, token, op);
      expect(response.status, op.name).toBe(200);
      expect(errorOf(response), op.name).toMatchObject({
        message: 'This account cannot do that',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('answers a creator operation to its creator', async () => {
    const response = await postGraphql(
      `${t.url}/v1/j`,
      'query { CreatorCampaigns { total_count } }',
      { token: creatorToken, headers: { 'accept-language': 'es' } },
    );
    expect(response.body).toEqual({ data: { CreatorCampaigns: { total_count: 0 } } });
  });

  it("answers a creator's e-mail on CompanyLogin exactly like an unknown one", async () => {
    const creator = await call(t, 'login', { email: creatorEmail, password: GOOD_PASSWORD });
    const unknown = await call(t, 'login', {
      email: 'nobody-here@example.com',
      password: GOOD_PASSWORD,
    });
    expect(creator.body).toEqual(unknown.body);
    expect(errorOf(creator).extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it("sends no reset mail to a creator's e-mail, answering as for anyone", async () => {
    const creator = await call(t, 'requestReset', { email: creatorEmail, type: 'company' });
    const unknown = await call(t, 'requestReset', {
      email: 'nobody-here@example.com',
      type: 'company',
    });
    expect(creator.body).toEqual(unknown.body);
    expect(creator.body.data).toBeTruthy();
    expect(await t.mails(creatorEmail)).toEqual([]);
  });
});
