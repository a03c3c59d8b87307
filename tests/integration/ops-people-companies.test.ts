/**
 * The operator console's companies (docs/product.md#operator-console): the list, one
 * company read-only, and impersonation: a one-hour company session, audited, and told to
 * the company in its own notification centre (live too), from the console or the CLI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { runAdminCommand } from '@/server/admin/client';
import { IMPERSONATION_TTL_SECONDS } from '@/domain/ops/rules';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { beautyCreator, companyWithCampaign } from './helpers/creators';
import { insertDeals } from './helpers/dealRows';
import { notificationsOf } from './helpers/deals';
import { gqlRequest } from './helpers/http';
import { endClients } from './helpers/mqtt';
import { storedNotificationsOf } from './helpers/notifications';
import { auditRows, operatorSession, opsApi } from './helpers/operator';
import { credit } from './helpers/wallet';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const COMPANY = `id name email first_name last_name created_at deleted wallet_balance in_escrow
  campaigns_count deals_count`;
const LIST = `query OpsCompanies($search: String, $first: Int, $after: String) {
  OpsCompanies(search: $search, first: $first, after: $after) { nodes { ${COMPANY} }
  page_info { has_next_page end_cursor } total_count } }`;
const DETAIL = `query OpsCompany($id: ID!) { OpsCompany(id: $id) { company { ${COMPANY} }
  campaigns { id name status total deals_filled number_of_deals created_at }
  deals { id status campaign_name creator_name fee updated_at }
  transactions { id kind amount balance_after description } } }`;
const IMPERSONATE = `mutation OpsImpersonate($company_id: ID!, $reason: String!) {
  OpsImpersonate(company_id: $company_id, reason: $reason) { url expires_at } }`;

interface ApiCompany {
  id: string;
  name: string;
  email: string;
  deleted: boolean;
  wallet_balance: number;
  campaigns_count: number;
  deals_count: number;
}
type ListData = {
  OpsCompanies: {
    nodes: ApiCompany[];
    page_info: { has_next_page: boolean; end_cursor: string | null };
    total_count: number;
  };
};

const REASON = 'The brand asked for help';
const tokenOf = (url: string) => /\/account\/impersonate\/([^/\s]+)$/.exec(url.trim())![1]!;

describe('OpsCompanies and OpsCompany', () => {
  it('lists companies newest first, searched by name or e-mail, and pages them', async () => {
    const op = await operatorSession(t);
    const tag = `Qx${Date.now().toString(36)}`;
    const older = await t.createCompany({ company_name: `${tag} Older` });
    const newer = await t.createCompany({ company_name: `${tag} Newer` });
    await beautyCreator(t, { name: `${tag} Creator` });
    const found = dataOf(
      await opsApi<ListData>(t, op.token, LIST, { search: tag.toUpperCase() }),
    ).OpsCompanies;
    expect(found.nodes.map((node) => node.id)).toEqual([String(newer.id), String(older.id)]);
    expect(found.total_count).toBe(2);
    const byEmail = dataOf(
      await opsApi<ListData>(t, op.token, LIST, { search: older.email }),
    ).OpsCompanies;
    expect(byEmail.nodes.map((node) => node.id)).toEqual([String(older.id)]);
    const first = dataOf(
      await opsApi<ListData>(t, op.token, LIST, { search: tag, first: 1 }),
    ).OpsCompanies;
    const second = dataOf(
      await opsApi<ListData>(t, op.token, LIST, {
        search: tag,
        first: 1,
        after: first.page_info.end_cursor,
      }),
    ).OpsCompanies;
    expect(second.nodes.map((node) => node.id)).toEqual([String(older.id)]);
    expect(second.page_info.has_next_page).toBe(false);
    for (const search of ['x'.repeat(101), 'a\u0000b']) {
      expect(errorOf(await opsApi(t, op.token, LIST, { search })).extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(errorOf(await opsApi(t, op.token, LIST, { first: 0 })).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('shows one company read-only with its campaigns, deals and wallet movements', async () => {
    const op = await operatorSession(t);
    const { company, campaign } = await companyWithCampaign(t);
    const creator = await beautyCreator(t);
    await insertDeals(t, campaign, [creator.row.id]);
    await credit(t, company.id, 120_00);
    const detail = dataOf(
      await opsApi<{ OpsCompany: Record<string, unknown[]> & { company: ApiCompany } }>(
        t,
        op.token,
        DETAIL,
        { id: String(company.id) },
      ),
    ).OpsCompany;
    expect(detail.company).toMatchObject({
      id: String(company.id),
      wallet_balance: 120_00,
      campaigns_count: 1,
      deals_count: 1,
      deleted: false,
    });
    expect(detail.campaigns).toEqual([expect.objectContaining({ id: String(campaign.id) })]);
    expect(detail.deals).toEqual([expect.objectContaining({ creator_name: creator.row.name })]);
    expect(detail.transactions).toEqual([
      expect.objectContaining({ kind: 'top_up_bank', amount: 120_00, balance_after: 120_00 }),
    ]);
    for (const id of [String(creator.row.id), String(op.id), '0', 'x', '99999999']) {
      expect(errorOf(await opsApi(t, op.token, DETAIL, { id })).extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('OpsImpersonate', () => {
  it('opens an hour-long company session, audited and told to the company', async () => {
    const op = await operatorSession(t);
    const company = await t.createCompany({ locale: 'es' });
    const notices = await notificationsOf(t, company.id, await t.createSession(company.id));
    const before = Date.now();
    const answer = dataOf(
      await opsApi<{ OpsImpersonate: { url: string; expires_at: string } }>(
        t,
        op.token,
        IMPERSONATE,
        { company_id: String(company.id), reason: REASON },
      ),
    ).OpsImpersonate;
    expect(answer.url.startsWith(`${t.config.publicUrl}/account/impersonate/`)).toBe(true);
    const expires = Date.parse(answer.expires_at) - before;
    expect(expires).toBeGreaterThan((IMPERSONATION_TTL_SECONDS - 60) * 1000);
    expect(expires).toBeLessThanOrEqual((IMPERSONATION_TTL_SECONDS + 1) * 1000);

    const asCompany = await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, {
      token: tokenOf(answer.url),
    });
    expect(asCompany.body.data?.CompanyData.email).toBe(company.email);

    const text = `Una persona de soporte de UGC Desk abrió una sesión como tu empresa: ${REASON}`;
    expect((await notices.waitFor({ event: 'company_impersonated' })).message).toBe(text);
    expect((await storedNotificationsOf(t, company.id)).map((row) => row.message)).toContain(text);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'company.impersonate',
      record_type: 'company',
      record_id: String(company.id),
      operator_label: op.email,
      reason: REASON,
    });
  });

  it('refuses deleted companies, other accounts and bad reasons, writing nothing', async () => {
    const op = await operatorSession(t);
    const company = await t.createCompany();
    const deleted = await t.createCompany({ deleted_at: new Date() });
    const creator = await beautyCreator(t);
    const before = (await auditRows(t)).length;
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ company_id: String(deleted.id) }, 'NOT_FOUND'],
      [{ company_id: String(creator.row.id) }, 'NOT_FOUND'],
      [{ company_id: String(op.id) }, 'NOT_FOUND'],
      [{ company_id: 'nope' }, 'NOT_FOUND'],
      [{ reason: 'short' }, 'BAD_USER_INPUT'],
      [{ reason: `${REASON}\u0000` }, 'BAD_USER_INPUT'],
    ];
    for (const [change, code] of attempts) {
      const refused = await opsApi(t, op.token, IMPERSONATE, {
        company_id: String(company.id),
        reason: REASON,
        ...change,
      });
      expect(errorOf(refused).extensions?.code, JSON.stringify(change)).toBe(code);
    }
    const missing = await opsApi(t, op.token, IMPERSONATE, { company_id: String(company.id) });
    expect(missing.body.errors?.length).toBeGreaterThan(0);
    expect(await auditRows(t)).toHaveLength(before);
    expect(await storedNotificationsOf(t, company.id)).toEqual([]);
  });

  it('records the CLI impersonation as "cli", with its notice', async () => {
    const company = await t.createCompany();
    const link = await runAdminCommand(t.dataDir, [
      'impersonate',
      company.email,
      '--reason',
      'Support ticket 42 by phone',
    ]);
    expect(link.code).toBe(0);
    const asCompany = await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, {
      token: tokenOf(link.stdout),
    });
    expect(asCompany.body.data?.CompanyData.email).toBe(company.email);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      operator_id: null,
      operator_label: 'cli',
      action: 'company.impersonate',
      record_id: String(company.id),
      reason: 'Support ticket 42 by phone',
    });
    expect((await storedNotificationsOf(t, company.id)).map((row) => row.message)).toEqual([
      'A UGC Desk support person opened a session as your company: Support ticket 42 by phone',
    ]);
    const short = await runAdminCommand(t.dataDir, ['impersonate', company.email, '--reason', 'x']);
    expect(short.code).toBe(1);
    // A script's login (no reason) is audited, and not told to the company.
    const scripted = await runAdminCommand(t.dataDir, ['impersonate', company.email]);
    expect(scripted.code).toBe(0);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'company.impersonate',
      reason: '',
    });
    expect(await storedNotificationsOf(t, company.id)).toHaveLength(1);
  });
});
