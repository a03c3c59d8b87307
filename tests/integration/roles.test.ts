import { mergeTypeDefs } from '@graphql-tools/merge';
import {
  buildASTSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_OPERATIONS, SHARED_OPERATIONS } from '@/server/graphql/roles';
import { loadTypeDefs } from '@/server/graphql/sdl';
import { creators } from '@/server/db/schema/creators';
import { call, errorOf, GOOD_PASSWORD } from './helpers/account';
import { postGraphql } from './helpers/http';
import { creatorSession, variedCreators } from './helpers/creators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** A value of `type` that GraphQL accepts (whatever the rules behind it say). */
function valueOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) return [valueOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, valueOf(field.type)]),
    );
  }
  const name = getNamedType(type).name;
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  return name === 'ID' ? '1' : 'text value';
}

/** One root field as a document of its own, every argument given as a variable. */
function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args;
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} ${field.name}${definitions ? `(${definitions})` : ''} {
      ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type)])),
  };
}

/** Every root field of the authenticated schema, with how to call it. */
function operations() {
  const schema = buildASTSchema(mergeTypeDefs(loadTypeDefs('app')));
  return (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({
      name: field.name,
      /** Where its file goes in the variables (`file`, or `files.0` for a list), if any. */
      file: field.args
        .filter((arg) => getNamedType(arg.type).name === 'File')
        .map((arg) => (isListType(getNullableType(arg.type)) ? `${arg.name}.0` : arg.name))[0],
      ...documentOf(kind, field),
    }));
  });
}

/** An upload's multipart request (ImageUpload, CreatorContentUpload): the file is a part of its own. */
async function multipart(
  token: string,
  query: string,
  variables: Record<string, unknown>,
  filePath: string,
) {
  const form = new FormData();
  const [name = '', index] = filePath.split('.');
  const withFile = { ...variables, [name]: index === undefined ? null : [null] };
  form.set('operations', JSON.stringify({ query, variables: withFile }));
  form.set('map', JSON.stringify({ 0: [`variables.${filePath}`] }));
  form.set(
    '0',
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
    'a.png',
  );
  const response = await fetch(`${t.url}/v1/j`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

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
    const all = operations();
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
      const response = op.file
        ? await multipart(token, op.query, op.variables, op.file)
        : await postGraphql(`${t.url}/v1/j`, op.query, { token, variables: op.variables });
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
