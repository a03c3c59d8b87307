/**
 * Invoice numbers are unique for the one issuer (docs/product.md#invoices): each company's
 * invoices carry its own code, `INV-{company}-{n}`, so two companies' first invoices never
 * read alike, and payments running at once still number without a repeat or a gap.
 */
import { describe, expect, it } from 'vitest';
import { pay } from '@/server/services/wallet/payments';
import { dataOf } from './helpers/catalog';
import { serverForFile } from './helpers/testServer';
import { credit, moneyEnv, purposeOf, walletApi } from './helpers/wallet';

const t = serverForFile();

async function companyPaying(times: number, label: string) {
  const company = await t.createCompany();
  const token = await t.createSession(company.id);
  await credit(t, company.id, 100_00);
  const env = moneyEnv(t);
  await Promise.all(
    Array.from({ length: times }, (_, i) =>
      pay(
        env,
        company.id,
        1_00,
        { wallet: true },
        `${label}-${i}`,
        purposeOf(1_00, `${label} ${i}`),
      ),
    ),
  );
  const numbers = dataOf(await walletApi(t, token, 'invoices', { first: 100 })).Invoices.nodes.map(
    (invoice) => invoice.number,
  );
  return { id: company.id, numbers };
}

describe('invoice numbers', () => {
  it('differ between two companies’ first invoices, each with its company’s code', async () => {
    const [first, second] = [await companyPaying(1, 'a'), await companyPaying(1, 'b')];
    expect(first.numbers).toEqual([`INV-${String(first.id).padStart(6, '0')}-000001`]);
    expect(second.numbers).toEqual([`INV-${String(second.id).padStart(6, '0')}-000001`]);
    expect(first.numbers[0]).not.toBe(second.numbers[0]);
  });

  it('stay unique and gapless when payments of two companies run at once', async () => {
    const [one, two] = await Promise.all([companyPaying(8, 'c'), companyPaying(8, 'd')]);
    const all = [...one.numbers, ...two.numbers];
    expect(new Set(all).size).toBe(16);
    const code = (id: number) => `INV-${String(id).padStart(6, '0')}-`;
    expect(one.numbers.map((n) => n.replace(code(one.id), '')).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => String(i + 1).padStart(6, '0')),
    );
    expect(two.numbers.every((n) => n.startsWith(code(two.id)))).toBe(true);
  });
});
