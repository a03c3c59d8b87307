/**
 * A person an invitation made (docs/product.md#brand-teams) is no company: the operator
 * console neither lists nor counts nor opens them as one; the companies they joined stay.
 */
import { describe, expect, it } from 'vitest';
import { freshEmail } from './helpers/account';
import { operatorSession, opsApi } from './helpers/operator';
import { addMember, codeOf, companyWithOwner, dataOf } from './helpers/teams';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const LIST = `query ($search: String) { OpsCompanies(search: $search) { nodes { id email }
  total_count } }`;
const DETAIL = `query ($id: ID!) { OpsCompany(id: $id) { company { id } } }`;
const IMPERSONATE = `mutation ($company_id: ID!, $reason: String!) {
  OpsImpersonate(company_id: $company_id, reason: $reason) { url } }`;

interface ListData {
  OpsCompanies: { nodes: Array<{ id: string; email: string }>; total_count: number };
}

describe('person accounts in the operator console', () => {
  it('lists and counts the company, not the person who joined it', async () => {
    const tag = `team${Date.now().toString(36)}`;
    const owner = await companyWithOwner(t);
    const email = freshEmail(tag);
    const member = await addMember(t, owner.token, email);
    const op = await operatorSession(t);

    const bySearch = dataOf(await opsApi<ListData>(t, op.token, LIST, { search: tag }));
    expect(bySearch.OpsCompanies).toEqual({ nodes: [], total_count: 0 });
    const all = dataOf(await opsApi<ListData>(t, op.token, LIST));
    expect(all.OpsCompanies.nodes.map((node) => node.id)).toContain(String(owner.company.id));
    expect(all.OpsCompanies.nodes.map((node) => node.id)).not.toContain(member.id);

    expect(codeOf(await opsApi(t, op.token, DETAIL, { id: member.id }))).toBe('NOT_FOUND');
    const impersonate = await opsApi(t, op.token, IMPERSONATE, {
      company_id: member.id,
      reason: 'Checking a reported problem',
    });
    expect(codeOf(impersonate)).toBe('NOT_FOUND');
    dataOf(await opsApi(t, op.token, DETAIL, { id: String(owner.company.id) }));
  });
});
