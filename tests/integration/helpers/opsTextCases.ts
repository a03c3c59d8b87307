/**
 * The operator console's operations as the unstorable-text test sends them: every text
 * argument of each, spoiled in turn, must be refused with its field named and nothing
 * written (docs/product.md#fields-and-limits).
 */
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import { OPS_LOGIN, OPS_PASSWORD_SET, OPS_TOTP_SETUP, OPS_TOTP_VERIFY } from './operators';

type Send = (
  variables: Record<string, unknown>,
  locale: string,
) => Promise<GraphqlResponse<unknown>>;

export interface OpsTextCase {
  operation: string;
  send: Send;
  valid: Record<string, unknown>;
  text: string[];
  /** The field an error names for `argument`, when not the argument itself. */
  field?: (argument: string) => string;
}

const REASON = 'Checked against the brief today';
const PAGE = '{ page_info { end_cursor } }';

/** Each console operation with a text argument: its document and valid variables. */
const APP: Array<[operation: string, document: string, valid: Record<string, unknown>]> = [
  [
    'OpsAuditLog',
    `query OpsAuditLog($filter: OpsAuditFilter, $after: String) {
      OpsAuditLog(filter: $filter, after: $after) ${PAGE} }`,
    {
      filter: {
        operator: 'cli',
        action: 'campaign.approve',
        record_type: 'campaign',
        record_id: '1',
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-12-01T00:00:00.000Z',
      },
      after: null,
    },
  ],
  ['OpsCampaigns', `query ($after: String) { OpsCampaigns(after: $after) ${PAGE} }`, {}],
  ['OpsScreenings', `query ($after: String) { OpsScreenings(after: $after) ${PAGE} }`, {}],
  ['OpsDisputes', `query ($after: String) { OpsDisputes(after: $after) ${PAGE} }`, {}],
  [
    'OpsDealMessages',
    `query ($id: ID!, $after: String) { OpsDealMessages(id: $id, after: $after) ${PAGE} }`,
    { id: '1' },
  ],
  [
    'OpsCreators',
    `query ($search: String, $after: String) { OpsCreators(search: $search, after: $after) ${PAGE} }`,
    { search: 'ana' },
  ],
  [
    'OpsCompanies',
    `query ($search: String, $after: String) { OpsCompanies(search: $search, after: $after) ${PAGE} }`,
    { search: 'glow' },
  ],
  ['OpsFailedPayouts', `query ($after: String) { OpsFailedPayouts(after: $after) ${PAGE} }`, {}],
  ...(
    [
      ['OpsCampaignApprove', 'campaign { id }'],
      ['OpsCampaignReject', 'campaign { id }'],
      ['OpsContentApprove', 'id'],
      ['OpsContentReject', 'id'],
      ['OpsDealFinish', 'id'],
      ['OpsDealCancel', 'id'],
      ['OpsCreatorSetTier', 'id'],
      ['OpsCreatorSuspend', 'id'],
      ['OpsPayoutRetry', 'id'],
      ['OpsPayoutDismiss', 'id'],
    ] as const
  ).map(([operation, selection]): [string, string, Record<string, unknown>] => {
    const extra =
      operation === 'OpsCreatorSetTier'
        ? { tier: 'basic' }
        : operation === 'OpsCreatorSuspend'
          ? { suspended: true }
          : {};
    const declared = Object.keys(extra)
      .map((name) => `, $${name}: ${name === 'tier' ? 'CreatorTier!' : 'Boolean!'}`)
      .join('');
    const passed = Object.keys(extra)
      .map((name) => `, ${name}: $${name}`)
      .join('');
    const reasonType = operation.endsWith('Approve') ? 'String' : 'String!';
    return [
      operation,
      `mutation ($id: ID!, $reason: ${reasonType}${declared}) {
        ${operation}(id: $id, reason: $reason${passed}) { ${selection} } }`,
      { id: '1', reason: REASON, ...extra },
    ];
  }),
  [
    'OpsCreatorVerify',
    `mutation ($id: ID!, $handles: [OpsHandleCheck!]!, $reason: String!) {
      OpsCreatorVerify(id: $id, handles: $handles, reason: $reason) { id } }`,
    {
      id: '1',
      handles: [{ platform: 'instagram', verified: true, followers: 10 }],
      reason: REASON,
    },
  ],
  [
    'OpsImpersonate',
    `mutation ($company_id: ID!, $reason: String!) {
      OpsImpersonate(company_id: $company_id, reason: $reason) { url } }`,
    { company_id: '1', reason: REASON },
  ],
  [
    'OpsWalletCredit',
    `mutation ($company_id: ID!, $amount: Int!, $reference: String!, $reason: String!) {
      OpsWalletCredit(company_id: $company_id, amount: $amount, reference: $reference,
        reason: $reason) { credited } }`,
    { company_id: '1', amount: 100, reference: 'WIRE-2026-0001', reason: REASON },
  ],
];

/** The text arguments of a case: every String variable but the ids. */
function textOf(valid: Record<string, unknown>, document: string): string[] {
  const names = [...document.matchAll(/\$(\w+): String/g)].map(([, name]) => name!);
  const filter = valid.filter as Record<string, unknown> | undefined;
  return [...names, ...(filter ? Object.keys(filter).map((name) => `filter.${name}`) : [])].filter(
    (name) => name !== 'filter',
  );
}

/** The console's cases, sent as `operatorToken` (the app) or as a guest (its login). */
export function opsTextCases(url: string, operatorToken: string): OpsTextCase[] {
  const send =
    (document: string, guest = false): Send =>
    (variables, locale) =>
      postGraphql(`${url}${guest ? '/v1/j/guest' : '/v1/j'}`, document, {
        token: guest ? undefined : operatorToken,
        variables,
        headers: { 'accept-language': locale },
      });
  return [
    {
      operation: 'OpsPasswordSet',
      send: send(OPS_PASSWORD_SET, true),
      valid: { token: 'a-link-token', password: 'Good-password-42' },
      text: ['token', 'password'],
    },
    {
      operation: 'OpsLogin',
      send: send(OPS_LOGIN, true),
      valid: { email: 'ops@example.com', password: 'Good-password-42' },
      text: ['email', 'password'],
    },
    ...[
      ['OpsTotpSetup', OPS_TOTP_SETUP],
      ['OpsTotpVerify', OPS_TOTP_VERIFY],
    ].map(([operation, document]) => ({
      operation: operation!,
      send: send(document!, true),
      valid: { ticket: 'a-ticket', code: '123456' },
      text: ['ticket', 'code'],
    })),
    ...APP.map(([operation, document, valid]) => ({
      operation,
      send: send(document),
      valid,
      text: textOf(valid, document),
      // The audit log's filter errors name its fields as the page's filters do.
      field: (argument: string) => argument.replace(/^filter\./, ''),
    })),
  ];
}

/** The console's id arguments: an id that cannot name a row is answered as not found. */
export const OPS_ID_ARGUMENTS = [
  'OpsCampaignApprove(id)',
  'OpsCampaignReject(id)',
  'OpsCompany(id)',
  'OpsContentApprove(id)',
  'OpsContentReject(id)',
  'OpsCreator(id)',
  'OpsCreatorSetTier(id)',
  'OpsCreatorSuspend(id)',
  'OpsCreatorVerify(id)',
  'OpsDeal(id)',
  'OpsDealCancel(id)',
  'OpsDealFinish(id)',
  'OpsDealMessages(id)',
  'OpsImpersonate(company_id)',
  'OpsPayoutDismiss(id)',
  'OpsPayoutRetry(id)',
  'OpsWalletCredit(company_id)',
];
