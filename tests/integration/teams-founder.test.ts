/**
 * Deleting a company takes no one's login but its owner's own one-person account
 * (docs/product.md#brand-teams): a founder who handed the ownership on, or who works in
 * other companies too, keeps their login, places, sessions and names there.
 */
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn } from './helpers/account';
import {
  addMember,
  companyWithOwner,
  dataOf,
  guestCall,
  invite,
  TEAM,
  TEAM_GUEST,
  teamCall,
} from './helpers/teams';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
const DELETE = `mutation { CompanyDelete { status message } }`;

interface CompanyData {
  CompanyData: { id: string; email: string; company_name: string | null; team_role: string };
}
const companyData = async (token: string) =>
  dataOf(await teamCall<CompanyData>(t, token, TEAM.companyData)).CompanyData;

describe("deleting a company with the founder's login", () => {
  it('keeps the founder who handed the ownership on, in the other company they work in', async () => {
    const alpha = await companyWithOwner(t, { company_name: 'Alpha' });
    const beta = await companyWithOwner(t, { company_name: 'Beta' });
    const founderEmail = alpha.company.email;
    // The founder of Alpha joins Beta with their own login.
    const { joinToken } = await invite(t, beta.token, founderEmail, 'admin');
    const accepted = dataOf(
      await guestCall<{ TeamInvitationAccept: { authorization: { token: string } } }>(
        t,
        TEAM_GUEST.accept,
        { token: joinToken, password: GOOD_PASSWORD },
      ),
    );
    const inBeta = accepted.TeamInvitationAccept.authorization.token;
    // Alpha gets a new owner, who deletes it.
    const heir = await addMember(t, alpha.token, `heir-${alpha.company.id}@example.com`, 'admin');
    dataOf(await teamCall(t, alpha.token, TEAM.transfer, { id: heir.id }));
    expect(dataOf(await teamCall(t, heir.token, DELETE))).toMatchObject({
      CompanyDelete: { status: 'success' },
    });

    // The founder's session in Beta still works, as the same person with the same login…
    expect(await companyData(inBeta)).toMatchObject({
      id: String(beta.company.id),
      email: founderEmail,
      company_name: 'Beta',
      team_role: 'admin',
    });
    // …they log in again into Beta, and Beta's team still lists them.
    const again = await logIn(t, founderEmail);
    expect(await companyData(again)).toMatchObject({ id: String(beta.company.id) });
    const { TeamMembers } = dataOf(
      await teamCall<{ TeamMembers: Array<{ email: string; role: string }> }>(
        t,
        beta.token,
        TEAM.members,
      ),
    );
    expect(TeamMembers).toContainEqual(
      expect.objectContaining({ email: founderEmail, role: 'admin' }),
    );
    // Alpha is gone: its new owner's session ended with it.
    expect((await teamCall(t, heir.token, TEAM.companyData)).status).toBe(401);
  });

  it("erases a one-person company's login with it, as ever", async () => {
    const solo = await companyWithOwner(t, { company_name: 'Solo' });
    dataOf(await teamCall(t, solo.token, DELETE));
    await expect(logIn(t, solo.company.email)).rejects.toThrow();
  });
});
