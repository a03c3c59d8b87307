/**
 * How an operator gets into the console (docs/product.md#operator-console): operator-add
 * makes the account and prints a one-time link (24 hours, only its hash stored) that sets
 * the password once; it refuses anyone else's e-mail and is recorded in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { accountLinks } from '@/server/db/schema/account';
import { auditLog } from '@/server/db/schema/ops';
import { findCompanyByEmail } from '@/server/services/companies';
import { errorOf, GOOD_PASSWORD } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { OPS_PASSWORD_SET, operatorEmail, opsGuest, setupTokenOf } from './helpers/operators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

describe('operator-add and the set-password link', () => {
  it('makes a verified operator without a password, and its link sets one once', async () => {
    const email = operatorEmail();
    const added = await runAdminCommand(t.dataDir, ['operator-add', email.toUpperCase()]);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(
      new RegExp(
        `^added operator ${email} \\(id \\d+\\).*\\n${t.config.publicUrl}/ops/set-password/\\S+\\n$`,
      ),
    );
    const operator = (await findCompanyByEmail(t.db, email))!;
    expect(operator).toMatchObject({
      role: 'operator',
      has_verified_email: true,
      password_hash: null,
    });
    const token = setupTokenOf(added.stdout);
    const [link] = await t.db
      .select()
      .from(accountLinks)
      .where(
        and(eq(accountLinks.company_id, operator.id), eq(accountLinks.purpose, 'operator_setup')),
      );
    // Only the hash is stored, and the link lasts 24 hours.
    expect(link!.token_hash).not.toContain(token);
    expect(link!.expires_at.getTime() - link!.created_at.getTime()).toBe(24 * 3600 * 1000);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.add'), eq(auditLog.record_id, String(operator.id))));
    expect(entry).toMatchObject({
      operator_label: 'cli',
      operator_id: null,
      record_type: 'account',
    });

    // The company's password rules.
    const weak = await opsGuest(t, OPS_PASSWORD_SET, { token, password: 'short' });
    expect(errorOf(weak).extensions?.code).toBe('BAD_USER_INPUT');
    const set = await opsGuest(t, OPS_PASSWORD_SET, { token, password: GOOD_PASSWORD });
    expect(dataOf(set)).toEqual({
      OpsPasswordSet: {
        status: 'success',
        message: 'Your password is set: log in to the console with it now',
      },
    });
    const again = await opsGuest(
      t,
      OPS_PASSWORD_SET,
      { token, password: GOOD_PASSWORD },
      {
        'accept-language': 'es',
      },
    );
    expect(errorOf(again)).toMatchObject({
      message: 'Este enlace ya no funciona: se usó, caducó o está incompleto. Pide uno nuevo.',
      extensions: { code: 'INVALID_LINK' },
    });
  });

  it('gives an existing operator a new link that voids the older one; an old link expires', async () => {
    const email = operatorEmail();
    const first = setupTokenOf((await runAdminCommand(t.dataDir, ['operator-add', email])).stdout);
    const second = await runAdminCommand(t.dataDir, ['operator-add', email]);
    expect(second.stdout).toContain(`${email} is an operator already`);
    const voided = await opsGuest(t, OPS_PASSWORD_SET, { token: first, password: GOOD_PASSWORD });
    expect(errorOf(voided).extensions?.code).toBe('INVALID_LINK');

    t.clock.advance(24 * 3600 * 1000 + 1000);
    const expired = await opsGuest(t, OPS_PASSWORD_SET, {
      token: setupTokenOf(second.stdout),
      password: GOOD_PASSWORD,
    });
    expect(errorOf(expired).extensions?.code).toBe('INVALID_LINK');
    const unknown = await opsGuest(t, OPS_PASSWORD_SET, {
      token: 'x'.repeat(43),
      password: GOOD_PASSWORD,
    });
    expect(errorOf(unknown).extensions?.code).toBe('INVALID_LINK');
  });

  it("refuses a company's or a creator's e-mail and a bad e-mail, and is in the help", async () => {
    const company = await t.createCompany();
    const creator = await t.createCompany({ role: 'creator' });
    expect(await runAdminCommand(t.dataDir, ['operator-add', company.email])).toEqual({
      code: 1,
      stdout: '',
      stderr: `operator-add: ${company.email} is a company's account: an operator needs an e-mail of its own\n`,
    });
    expect((await runAdminCommand(t.dataDir, ['operator-add', creator.email])).stderr).toContain(
      "is a creator's account",
    );
    expect(await runAdminCommand(t.dataDir, ['operator-add', 'not-an-email'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'operator-add: "not-an-email" is not a valid e-mail address\n',
    });
    expect((await findCompanyByEmail(t.db, company.email))!.role).toBe('company');
    const help = (await runAdminCommand(t.dataDir, ['help'])).stdout;
    expect(help).toContain('operator-add <email>');
    expect(help).toContain('operator-reset-factor <email>');
  });
});
