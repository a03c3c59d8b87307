/**
 * A deal chat's cached pages (newest first), for both parties' chats: a sent message, or
 * one arriving live, joins the newest page once. Pure.
 */
import type { DealMessageFieldsFragment } from '@/store/generated/graphql';
import { DEAL_PARTIES } from '@/domain/deals/rules';

export type ChatMessage = DealMessageFieldsFragment;

/** `message` at the top of the newest page, unless a loaded page has it already. */
export function insertMessage(
  draft: { pages: Array<{ nodes: ChatMessage[] }> },
  message: ChatMessage,
) {
  const [first] = draft.pages;
  if (!first) return;
  if (draft.pages.some((page) => page.nodes.some((node) => node.id === message.id))) return;
  first.nodes.unshift(message);
}

/** An id a real-time payload carries (a number or a string), as a string; null otherwise. */
export const idOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

const isParty = (value: unknown): value is ChatMessage['author'] =>
  (DEAL_PARTIES as readonly unknown[]).includes(value);

/**
 * A chat payload as the server publishes it on a deal's topic (`{ id, deal_id, author,
 * author_name, text, created_at }`, no `event`), or null for anything else.
 */
export function chatMessageOf(payload: Readonly<Record<string, unknown>>): ChatMessage | null {
  const { id, deal_id: dealId, author, author_name: name, text, created_at: at } = payload;
  if ('event' in payload || !isParty(author)) return null;
  const messageId = idOf(id);
  const deal = idOf(dealId);
  if (messageId === null || deal === null) return null;
  if (typeof name !== 'string' || typeof text !== 'string' || typeof at !== 'string') return null;
  return { id: messageId, deal_id: deal, author, author_name: name, text, created_at: at };
}
