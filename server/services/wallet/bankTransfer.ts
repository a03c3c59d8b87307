/**
 * BankTransferInformation: where a company wires money to top up its wallet, with the
 * reference that tells us the transfer is theirs. Made the first time it is asked for.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankTransferInformation } from '../../db/schema/wallet';
import type { ServiceEnv } from '../env';

export type BankTransferInformationRow = typeof bankTransferInformation.$inferSelect;

/** No 0/O, 1/I/L or 5/S look-alikes: a reference is read and typed by people. */
const REFERENCE_ALPHABET = '234679ABCDEFGHJKMNPQRTUVWXYZ';
const REFERENCE_LENGTH = 8;

/** A new transfer reference, such as UGC-7K3M9QX2. */
export function newReference(): string {
  const chars = Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  );
  return `UGC-${chars.join('')}`;
}

/** A reference taken by another company (1 in 28^8 per try) just means another try. */
const MAX_TRIES = 5;

async function existing(env: ServiceEnv, companyId: number) {
  const [row] = await env.db
    .select()
    .from(bankTransferInformation)
    .where(eq(bankTransferInformation.company_id, companyId));
  return row ?? null;
}

/**
 * The company's transfer details, made on first request from the configured bank account.
 * Two first requests at once both answer the one row the unique index let in. The purpose
 * of payment is what the wire carries: plain ASCII English, whatever the reader's language.
 */
export async function bankTransferInformationOf(
  env: ServiceEnv,
  companyId: number,
): Promise<BankTransferInformationRow> {
  const found = await existing(env, companyId);
  if (found) return found;
  const { bank } = env.config;
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const reference = newReference();
    const [made] = await env.db
      .insert(bankTransferInformation)
      .values({
        company_id: companyId,
        full_name: bank.name,
        account_number: bank.accountNumber,
        routing_number: bank.routingNumber,
        account_type: bank.accountType,
        bank_address: bank.address,
        recipient_name: bank.recipientName,
        purpose_of_payment: `Wallet top-up ${reference}`,
        reference,
        created_at: env.services.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    const raced = await existing(env, companyId);
    if (raced) return raced;
  }
  throw new Error('bank transfer information: no free reference after several tries');
}

/**
 * The company whose transfer reference (UGC-…) `reference` is, when it is another than
 * `companyId`: a transfer credited to the wrong wallet, refused by every credit.
 */
export async function referenceOfAnother(
  db: Database,
  reference: string,
  companyId: number,
): Promise<number | null> {
  const [owner] = await db
    .select({ companyId: bankTransferInformation.company_id })
    .from(bankTransferInformation)
    .where(eq(bankTransferInformation.reference, reference));
  return owner && owner.companyId !== companyId ? owner.companyId : null;
}
