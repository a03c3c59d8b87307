import { describe, expect, it } from 'vitest';
import { teamAcceptSchema, teamInviteSchema } from '@/domain/teams/schema';
import { keys } from '../account/helpers';

describe('the invitation form (docs/product.md#brand-teams)', () => {
  it('takes a valid e-mail and admin or member, never owner', async () => {
    expect(await keys(teamInviteSchema, { email: 'ana@example.com', role: 'member' })).toEqual({});
    expect(await keys(teamInviteSchema, { email: 'ana@example.com', role: 'owner' })).toEqual({
      role: 'validation:teamRoleInvalid',
    });
    expect(await keys(teamInviteSchema, {})).toEqual({
      email: 'validation:emailRequired',
      role: 'validation:teamRoleInvalid',
    });
    expect(await keys(teamInviteSchema, { email: 'nope', role: 'admin' })).toEqual({
      email: 'validation:emailInvalid',
    });
  });
});

describe('accepting an invitation', () => {
  it('with an account: its password only', async () => {
    expect(await keys(teamAcceptSchema(true), { token: 'abc', password: 'x' })).toEqual({});
    expect(await keys(teamAcceptSchema(true), { token: 'abc' })).toEqual({
      password: 'validation:passwordRequired',
    });
  });

  it('without one: names and a new password by the sign-up rules', async () => {
    const schema = teamAcceptSchema(false);
    expect(
      await keys(schema, {
        token: 'abc',
        password: 'Correct-Horse-1',
        first_name: 'Ana',
        last_name: 'Lima',
      }),
    ).toEqual({});
    expect(await keys(schema, { token: 'abc', password: 'short', first_name: 'A' })).toEqual({
      password: 'validation:passwordTooShort',
      first_name: 'validation:firstNameLength',
      last_name: 'validation:lastNameRequired',
    });
  });
});
