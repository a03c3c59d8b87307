import type { OpsAuditFilter } from '@/store/generated/graphql';

/**
 * The audit log's actions (server/services/ops/audit.ts writes them), as `record.verb`:
 * the action select offers these, and the log names each in words.
 */
export const AUDIT_ACTIONS = [
  'campaign.approve',
  'campaign.reject',
  'content.approve',
  'content.reject',
  'deal.finish',
  'deal.cancel',
  'creator.verify',
  'creator.tier',
  'creator.suspend',
  'creator.unsuspend',
  'company.impersonate',
  'payout.retry',
  'payout.dismiss',
  'wallet.credit',
  'operator.add',
  'operator.login',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the actions above act on. */
export const AUDIT_RECORD_TYPES = [
  'campaign',
  'content',
  'deal',
  'creator',
  'company',
  'payout',
  'wallet',
  'operator',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditRecordType = (value: string): value is AuditRecordType =>
  (AUDIT_RECORD_TYPES as readonly string[]).includes(value);

/** The filters as the address holds them: `?operator=…&action=…&type=…&id=…&from=…&to=…`. */
export interface AuditParams {
  operator: string;
  action: AuditAction | '';
  type: AuditRecordType | '';
  id: string;
  /** Local calendar days, `YYYY-MM-DD`: from the start of `from` to the end of `to`. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Ids and e-mails are short: a longer value in the address is cut, not sent. */
const TEXT_MAX = 255;

const day = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
const text = (value: string | null) => (value ?? '').trim().slice(0, TEXT_MAX);

/** The address's filters, with anything unknown or malformed left out. */
export function readAuditParams(params: URLSearchParams): AuditParams {
  const action = params.get('action') ?? '';
  const type = params.get('type') ?? '';
  return {
    operator: text(params.get('operator')),
    action: isAuditAction(action) ? action : '',
    type: isAuditRecordType(type) ? type : '',
    id: text(params.get('id')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The address for `state`: other parameters kept, empty filters left out. */
export function writeAuditParams(state: AuditParams, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(state)) {
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The start of a local calendar day, as an ISO instant. */
const startOfDay = (value: string, addDays = 0) => {
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays).toISOString();
};

/**
 * The API's filter: `from` inclusive, `to` exclusive, so the chosen last day is included
 * whole (its end is the next day's start).
 */
export function auditFilterOf(state: AuditParams): OpsAuditFilter {
  const filter: OpsAuditFilter = {};
  if (state.operator) filter.operator = state.operator;
  if (state.action) filter.action = state.action;
  if (state.type) filter.record_type = state.type;
  if (state.id) filter.record_id = state.id;
  if (state.from) filter.from = startOfDay(state.from);
  if (state.to) filter.to = startOfDay(state.to, 1);
  return filter;
}

export const isFiltered = (state: AuditParams) =>
  Object.values(state).some((value) => value !== '');

export const NO_FILTERS: AuditParams = {
  operator: '',
  action: '',
  type: '',
  id: '',
  from: '',
  to: '',
};
