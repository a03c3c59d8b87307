/**
 * The operator console's payouts and money (docs/product.md#operator-console): failed
 * payouts waiting for an operator, retried through the creator's own payout path or
 * dismissed; the ledger's figures; bank-transfer credits once per reference, from the
 * console or the CLI, each action audited in its own transaction and a refused one not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OPS_QUEUE_TOPIC } from '@/domain/realtime/rules';
import { runAdminCommand } from '@/server/admin/client';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { PAYOUT_CHECK_INTERVAL_MS } from '@/server/services/earnings/settle';
import { bankTransferInformationOf } from '@/server/services/wallet/bankTransfer';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  addPayoutAccount,
  earningCreator,
  earningsApi,
  earningsOf,
  TEST_BANK,
} from './helpers/earnings';
import { brokerUrl, connected, endClients, mqttClient } from './helpers/mqtt';
import { auditRows, operatorSession, opsApi } from './helpers/operator';
import type { TestOperator } from './helpers/operator';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const PAYOUT = `id creator { id name email } amount account_last4 failure_code failure_message
  failed_at retryable`;
const FAILED = `query OpsFailedPayouts($first: Int, $after: String) {
  OpsFailedPayouts(first: $first, after: $after) { nodes { ${PAYOUT} }
  page_info { has_next_page end_cursor } total_count } }`;
const RETRY = `mutation OpsPayoutRetry($id: ID!, $reason: String!) {
  OpsPayoutRetry(id: $id, reason: $reason) { ${PAYOUT} } }`;
const DISMISS = `mutation OpsPayoutDismiss($id: ID!, $reason: String!) {
  OpsPayoutDismiss(id: $id, reason: $reason) { ${PAYOUT} } }`;
const MONEY = `query OpsMoney { OpsMoney { wallets escrow creator_balances payouts_in_flight
  platform_revenue } }`;
const CREDIT = `mutation OpsWalletCredit($company_id: ID!, $amount: Int!, $reference: String!,
  $reason: String!) { OpsWalletCredit(company_id: $company_id, amount: $amount,
  reference: $reference, reason: $reason) { company { id name email } amount reference
  credited wallet_balance } }`;

interface ApiOpsPayout {
  id: string;
  creator: { id: string };
  amount: number;
  failure_code: string | null;
  failure_message: string | null;
  retryable: boolean;
}
type FailedData = { OpsFailedPayouts: { nodes: ApiOpsPayout[]; total_count: number } };
interface Credit {
  credited: boolean;
  wallet_balance: number;
  amount: number;
  reference: string;
}

const REASON = 'The creator fixed the bank account';
let keys = 0;

/** A creator whose payout of `cents` the bank refused at once. */
async function failedPayout(cents = 50_00) {
  const creator = await earningCreator(t, cents);
  await addPayoutAccount(t, creator.token, TEST_BANK.failsNow);
  const asked = await earningsApi(t, creator.token, 'request', {
    amount_cents: cents,
    idempotency_key: `ops-people-${++keys}-key`,
  });
  const payout = dataOf(asked).CreatorPayoutRequest;
  expect(payout.status).toBe('failed');
  return { ...creator, payoutId: payout.id };
}

const failedList = async (op: TestOperator, locale?: string) =>
  dataOf(await opsApi<FailedData>(t, op.token, FAILED, { first: 100 }, locale)).OpsFailedPayouts;

/** The operator's console hearing its topic, waiting for one queue's change. */
async function queueChanges(server: TestServer, op: TestOperator) {
  const client = mqttClient(brokerUrl(server.url), { username: MQTT_USERNAME, password: op.token });
  await connected(client);
  await client.subscribeAsync(OPS_QUEUE_TOPIC);
  const seen: string[] = [];
  const waiting: Array<[string, () => void]> = [];
  client.on('message', (_topic, payload) => {
    const { queue } = JSON.parse(payload.toString()) as { queue: string };
    seen.push(queue);
    for (const [name, resolve] of waiting.splice(0)) {
      if (name === queue) resolve();
      else waiting.push([name, resolve]);
    }
  });
  return (queue: string) =>
    seen.includes(queue) ? Promise.resolve() : new Promise<void>((r) => waiting.push([queue, r]));
}

describe('failed payouts', () => {
  it('lists them for operators, translated, and a retry pays the creator', async () => {
    const op = await operatorSession(t);
    const heard = await queueChanges(t, op);
    const creator = await failedPayout();
    await heard('payouts');
    const listed = (await failedList(op, 'es')).nodes.find((node) => node.id === creator.payoutId);
    expect(listed).toMatchObject({
      creator: { id: String(creator.row.id) },
      amount: 50_00,
      failure_code: 'no_account',
      retryable: true,
    });
    expect(listed!.failure_message).not.toBe('the bank has no such account');

    await addPayoutAccount(t, creator.token, TEST_BANK.paid);
    const before = (await auditRows(t)).length;
    const retried = await opsApi<{ OpsPayoutRetry: ApiOpsPayout }>(t, op.token, RETRY, {
      id: creator.payoutId,
      reason: REASON,
    });
    expect(dataOf(retried).OpsPayoutRetry.id).toBe(creator.payoutId);
    expect(await earningsOf(t, creator.token)).toMatchObject({ available: 0, paid_out: 50_00 });
    const rows = await auditRows(t);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'payout.retry',
      record_type: 'payout',
      record_id: creator.payoutId,
      operator_label: op.email,
    });
    expect((await failedList(op)).nodes.map((node) => node.id)).not.toContain(creator.payoutId);

    const again = await opsApi(t, op.token, RETRY, { id: creator.payoutId, reason: REASON });
    expect(errorOf(again).extensions?.code).toBe('NOT_FOUND');
    expect(await auditRows(t)).toHaveLength(before + 1);
  });

  it('tells open consoles when the settle job finds a payout failed', async () => {
    const op = await operatorSession(t);
    const creator = await earningCreator(t, 30_00);
    await addPayoutAccount(t, creator.token, TEST_BANK.failsLater);
    const payout = dataOf(
      await earningsApi(t, creator.token, 'request', {
        amount_cents: 30_00,
        idempotency_key: `ops-people-${++keys}-key`,
      }),
    ).CreatorPayoutRequest;
    expect(payout.status).toBe('in_flight');
    expect((await failedList(op)).nodes.map((node) => node.id)).not.toContain(payout.id);
    const heard = await queueChanges(t, op);
    t.clock.advance(PAYOUT_CHECK_INTERVAL_MS + 1);
    await t.server.jobs.runDue();
    await heard('payouts');
    expect((await failedList(op)).nodes.map((node) => node.id)).toContain(payout.id);
  });

  it('refuses a retry the creator cannot pay, leaving the payout waiting', async () => {
    const op = await operatorSession(t);
    const creator = await failedPayout();
    await addPayoutAccount(t, creator.token, TEST_BANK.settlesLater);
    // The creator asked again for part of it: in flight, so a retry must wait.
    dataOf(
      await earningsApi(t, creator.token, 'request', {
        amount_cents: 20_00,
        idempotency_key: `ops-people-${++keys}-key`,
      }),
    );
    const listed = (await failedList(op)).nodes.find((node) => node.id === creator.payoutId);
    expect(listed?.retryable).toBe(false);
    const before = (await auditRows(t)).length;
    const refused = await opsApi(t, op.token, RETRY, { id: creator.payoutId, reason: REASON });
    expect(errorOf(refused).extensions?.code).toBe('PAYOUT_IN_FLIGHT');
    expect(await auditRows(t)).toHaveLength(before);
    expect((await failedList(op)).nodes.map((node) => node.id)).toContain(creator.payoutId);
  });

  it('dismisses one, the money staying in the balance; refuses bad input', async () => {
    const op = await operatorSession(t);
    const creator = await failedPayout();
    const before = (await auditRows(t)).length;
    for (const [variables, code] of [
      [{ id: creator.payoutId, reason: 'short' }, 'BAD_USER_INPUT'],
      [{ id: creator.payoutId, reason: `${REASON}\u0000` }, 'BAD_USER_INPUT'],
      [{ id: '99999999', reason: REASON }, 'NOT_FOUND'],
      [{ id: 'x', reason: REASON }, 'NOT_FOUND'],
    ] as const) {
      expect(errorOf(await opsApi(t, op.token, DISMISS, variables)).extensions?.code).toBe(code);
    }
    expect(await auditRows(t)).toHaveLength(before);
    const dismissed = await opsApi<{ OpsPayoutDismiss: ApiOpsPayout }>(t, op.token, DISMISS, {
      id: creator.payoutId,
      reason: REASON,
    });
    expect(dataOf(dismissed).OpsPayoutDismiss.id).toBe(creator.payoutId);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'payout.dismiss' });
    expect((await failedList(op)).nodes.map((node) => node.id)).not.toContain(creator.payoutId);
    expect(await earningsOf(t, creator.token)).toMatchObject({ available: 50_00 });
  });
});

describe('money', () => {
  it('credits a bank transfer once per reference, even when sent together', async () => {
    const op = await operatorSession(t);
    const company = await t.createCompany();
    const money = async () =>
      dataOf(await opsApi<{ OpsMoney: { wallets: number; escrow: number } }>(t, op.token, MONEY))
        .OpsMoney;
    const start = await money();
    const before = (await auditRows(t)).length;
    const send = () =>
      opsApi<{ OpsWalletCredit: Credit }>(t, op.token, CREDIT, {
        company_id: String(company.id),
        amount: 250_00,
        reference: 'WIRE-2026-001',
        reason: 'Transfer seen on the bank statement',
      });
    const answers = (await Promise.all([send(), send(), send()])).map(
      (answer) => dataOf(answer).OpsWalletCredit,
    );
    expect(answers.filter((answer) => answer.credited)).toHaveLength(1);
    expect(answers.map((answer) => answer.wallet_balance)).toContain(250_00);
    expect(await auditRows(t)).toHaveLength(before + 1);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'wallet.credit',
      record_type: 'company',
      record_id: String(company.id),
      details: { amount: 250_00, reference: 'WIRE-2026-001' },
    });
    const after = await money();
    expect(after.wallets - start.wallets).toBe(250_00);
    expect(after.escrow).toBe(start.escrow);
  });

  it("refuses bad input, another company's reference and other ids, writing nothing", async () => {
    const op = await operatorSession(t);
    const company = await t.createCompany();
    const other = await t.createCompany();
    const deleted = await t.createCompany({ deleted_at: new Date() });
    const { reference } = await bankTransferInformationOf(
      { db: t.db, config: t.config, services: { now: t.clock.now } } as Parameters<
        typeof bankTransferInformationOf
      >[0],
      other.id,
    );
    const before = (await auditRows(t)).length;
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ reference }, 'BAD_USER_INPUT'],
      [{ amount: 0 }, 'BAD_USER_INPUT'],
      [{ amount: 1_000_000_01 }, 'BAD_USER_INPUT'],
      [{ reference: 'A\u0000B' }, 'BAD_USER_INPUT'],
      [{ reference: ' padded ' }, 'BAD_USER_INPUT'],
      [{ reference: 'r'.repeat(101) }, 'BAD_USER_INPUT'],
      [{ reason: 'short' }, 'BAD_USER_INPUT'],
      [{ company_id: String(deleted.id) }, 'NOT_FOUND'],
      [{ company_id: String(op.id) }, 'NOT_FOUND'],
      [{ company_id: '-1' }, 'NOT_FOUND'],
    ];
    for (const [change, code] of attempts) {
      const refused = await opsApi(t, op.token, CREDIT, {
        company_id: String(company.id),
        amount: 10_00,
        reference: 'WIRE-OK-1',
        reason: 'Transfer seen on the bank statement',
        ...change,
      });
      expect(errorOf(refused).extensions?.code, JSON.stringify(change)).toBe(code);
    }
    const wrongType = await opsApi(t, op.token, CREDIT, {
      company_id: String(company.id),
      amount: '10.5',
      reference: 'WIRE-OK-1',
      reason: 'Transfer seen on the bank statement',
    });
    expect(wrongType.body.errors?.length).toBeGreaterThan(0);
    expect(await auditRows(t)).toHaveLength(before);
  });

  it('records the CLI credit as "cli"', async () => {
    const company = await t.createCompany();
    const result = await runAdminCommand(t.dataDir, [
      'wallet',
      'credit',
      company.email,
      '12.50',
      'WIRE-CLI-1',
    ]);
    expect(result.code).toBe(0);
    expect((await auditRows(t)).at(-1)).toMatchObject({
      operator_id: null,
      operator_label: 'cli',
      action: 'wallet.credit',
      record_id: String(company.id),
      details: { amount: 12_50, reference: 'WIRE-CLI-1' },
    });
  });
});
