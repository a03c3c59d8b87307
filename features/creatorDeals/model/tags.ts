/**
 * The creator's deals in the cache: the list, one deal, one deal's chat. Shared by the API
 * and the listeners, which must not load the API's documents into the first page. Pure.
 */
export const CREATOR_DEALS_LIST = { type: 'CreatorDeal', id: 'LIST' } as const;
export const creatorDealTag = (dealId: string) => ({ type: 'CreatorDeal', id: dealId }) as const;
export const creatorChatTag = (dealId: string) =>
  ({ type: 'CreatorDealMessage', id: dealId }) as const;
