/**
 * A deal chat's cached pages (newest first), and the tag that reads them again: shared by
 * the API (a sent message) and the listeners (a message arriving live), which must not load
 * the API's documents into the first page of the app. Pure.
 */
import type { DealMessageFieldsFragment, DealMessagesQuery } from '@/store/generated/graphql';

// The generated types, not api.ts's names for them: api.ts imports this module.
type DealMessage = DealMessageFieldsFragment;
type DealMessagePage = DealMessagesQuery['DealMessages'];

export const dealMessagesTag = (dealId: string) => ({ type: 'DealMessage', id: dealId }) as const;

/** `message` at the top of the newest page, unless a loaded page has it already. */
export function insertMessage(draft: { pages: DealMessagePage[] }, message: DealMessage) {
  const [first] = draft.pages;
  if (!first) return;
  if (draft.pages.some((page) => page.nodes.some((node) => node.id === message.id))) return;
  first.nodes.unshift(message);
}
