/**
 * The team role table (docs/product.md#who-may-do-what) covers exactly the company
 * operations of the authenticated schema, and the guard every root field passes enforces
 * it: this is the test that fails when an operation is added without a role rule.
 */
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, buildSchema } from 'graphql';
import type { GraphQLError, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@/domain/teams/roles';
import type { AccountRole } from '@/server/db/schema/account';
import type { AppContext } from '@/server/graphql/context';
import { rolesOf, withRoles } from '@/server/graphql/roles';
import { loadTypeDefs } from '@/server/graphql/sdl';
import { TEAM_ROLE_GROUPS, TEAM_ROLE_OF } from '@/server/graphql/teamRoles';
import { translatorFor } from '@/server/i18n';

/** The authenticated schema's root fields, as the server builds them from the SDL. */
const appSchema = () => buildASTSchema(mergeTypeDefs(loadTypeDefs('app')));

const rootFieldsOf = (schema: GraphQLSchema) =>
  [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {}),
  );

/** Calls one root field of a schema wrapped by withRoles, as a session of `role`. */
function callAs(
  schema: GraphQLSchema,
  operation: string,
  role: AccountRole,
  teamRole: TeamRole | null,
): unknown {
  const field = rootFieldsOf(schema).find((candidate) => candidate.name === operation);
  if (!field?.resolve) throw new Error(`${operation} is not a wrapped root field`);
  // Only what the guard and the default resolver read.
  const ctx = { role, teamRole, t: translatorFor('en') } as AppContext;
  const info = { fieldName: operation } as GraphQLResolveInfo;
  return field.resolve({ [operation]: 'answered' }, {}, ctx, info);
}

/**
 * The GraphQL error a call throws, or null when it answers. Read by shape: yoga makes it
 * with its own copy of graphql, not necessarily the one imported here.
 */
function refusal(call: () => unknown): Pick<GraphQLError, 'message' | 'extensions'> | null {
  try {
    call();
    return null;
  } catch (error) {
    if (error instanceof Error && 'extensions' in error) {
      return error as Pick<GraphQLError, 'message' | 'extensions'>;
    }
    throw error;
  }
}

describe('the team role table', () => {
  it('names every operation a company session reaches, and nothing else', () => {
    const companyOperations = rootFieldsOf(appSchema())
      .map((field) => field.name)
      .filter((name) => rolesOf(name).includes('company'));
    expect(companyOperations.length).toBeGreaterThan(50);
    expect([...TEAM_ROLE_OF.keys()].sort()).toEqual(companyOperations.sort());
  });

  it('gives each operation one rule: no name is in two groups', () => {
    const names = Object.values(TEAM_ROLE_GROUPS).flatMap((group) => Object.keys(group));
    expect(names.length).toBe(TEAM_ROLE_OF.size);
  });

  it('keeps the money, inviting and managing members above members', () => {
    const needs = (names: string[]) => names.map((name) => TEAM_ROLE_OF.get(name));
    expect(needs(['CampaignCreate', 'WalletTopUp', 'CardAdd', 'Invoices', 'Wallet'])).toEqual(
      Array(5).fill('admin'),
    );
    expect(needs(['TeamInvite', 'TeamInvitations'])).toEqual(['admin', 'admin']);
    expect(
      needs(['CompanyDelete', 'TeamMemberRoleUpdate', 'TeamMemberRemove', 'TeamOwnershipTransfer']),
    ).toEqual(Array(4).fill('owner'));
    expect(needs(['CompanyUpdateData', 'DealCreate', 'TeamLeave', 'CompanySwitch'])).toEqual(
      Array(4).fill('member'),
    );
  });
});

describe('the guard every root field passes', () => {
  const schema = withRoles(appSchema());

  it("refuses a company session whose role does not reach the operation's", () => {
    const member = refusal(() => callAs(schema, 'WalletTopUp', 'company', 'member'));
    expect(member?.message).toBe(
      "Only the company's owner and admins can do this. Ask one of them.",
    );
    expect(member?.extensions.code).toBe('FORBIDDEN');
    const admin = refusal(() => callAs(schema, 'CompanyDelete', 'company', 'admin'));
    expect(admin?.message).toBe("Only the company's owner can do this.");
    expect(admin?.extensions.code).toBe('FORBIDDEN');
  });

  it('lets a role that reaches the operation through to its resolver', () => {
    expect(callAs(schema, 'WalletTopUp', 'company', 'admin')).toBe('answered');
    expect(callAs(schema, 'CompanyDelete', 'company', 'owner')).toBe('answered');
    expect(callAs(schema, 'Deals', 'company', 'member')).toBe('answered');
  });

  it('leaves creator sessions of the shared operations to their own check', () => {
    expect(callAs(schema, 'Notifications', 'creator', null)).toBe('answered');
    expect(refusal(() => callAs(schema, 'Deals', 'creator', null))?.message).toBe(
      'This account cannot do that',
    );
  });

  it('refuses a company operation missing from the table to every company session', () => {
    const unlisted = withRoles(buildSchema('type Query { CompanyNewThing: String }'));
    for (const teamRole of ['owner', 'admin', 'member', null] as const) {
      const error = refusal(() => callAs(unlisted, 'CompanyNewThing', 'company', teamRole));
      expect(error?.extensions.code, String(teamRole)).toBe('FORBIDDEN');
    }
  });
});
