import { USD } from '../../../domain/wallet/rules';
import type { Translate } from '../../i18n';
import { bankTransferInformationOf } from '../../services/wallet/bankTransfer';
import type { BankTransferInformationRow } from '../../services/wallet/bankTransfer';
import { topUp, walletView } from '../../services/wallet/topUps';
import type { WalletView } from '../../services/wallet/topUps';
import { listTransactions } from '../../services/wallet/transactions';
import type { TransactionView } from '../../services/wallet/transactions';
import { translated } from '../errors';
import type {
  BankTransferInformation,
  Resolvers,
  Transaction,
  TransactionKind,
  Wallet,
} from '../generated/app';
import { toConnection } from './connection';
import { described, toInvoice } from './invoices';

export function toWallet({ companyId, balanceCents }: WalletView): Wallet {
  return { user_id: String(companyId), balance: balanceCents, currency: { ...USD } };
}

/** A wallet movement in the API's shape; its id is its ledger transaction's. */
export function toTransaction(
  { row, description, invoiceId, by }: TransactionView,
  t: Translate,
): Transaction {
  return {
    id: String(row.transaction_id),
    kind: row.kind as TransactionKind,
    description: described(t, description),
    amount: row.amount_cents,
    // A wallet entry always has one (a CHECK of ledger_entries).
    balance_after: row.balance_after_cents ?? 0,
    created_at: row.created_at.toISOString(),
    invoice_id: invoiceId === null ? null : String(invoiceId),
    by,
  };
}

function toBankTransferInformation(row: BankTransferInformationRow): BankTransferInformation {
  return {
    id: String(row.id),
    company_id: String(row.company_id),
    full_name: row.full_name,
    account_number: row.account_number,
    routing_number: row.routing_number,
    account_type: row.account_type,
    bank_address: row.bank_address,
    recipient_name: row.recipient_name,
    purpose_of_payment: row.purpose_of_payment,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
  };
}

/** The wallet of the session's company: every service call is scoped to ctx.companyId. */
export const walletResolvers: Resolvers = {
  Query: {
    Wallet: translated(async (_parent, _args, ctx) =>
      toWallet(await walletView(ctx.db, ctx.companyId)),
    ),
    Transactions: translated(async (_parent, args, ctx) =>
      toConnection(await listTransactions(ctx, ctx.companyId, args), (view) =>
        toTransaction(view, ctx.t),
      ),
    ),
    BankTransferInformation: translated(async (_parent, _args, ctx) =>
      toBankTransferInformation(await bankTransferInformationOf(ctx, ctx.companyId)),
    ),
  },
  Mutation: {
    WalletTopUp: translated(async (_parent, args, ctx) => {
      const result = await topUp(ctx, ctx.companyId, args);
      return {
        wallet: toWallet(result.wallet),
        transaction: toTransaction(result.transaction, ctx.t),
        invoice: toInvoice(result.invoice, ctx.t),
      };
    }),
  },
};
