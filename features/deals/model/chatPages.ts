/**
 * The tag that reads a deal's chat again: shared by the API (a sent message) and the
 * listeners (a message arriving live), which must not load the API's documents into the
 * first page of the app. Pure.
 */
export { insertMessage } from '@/src/entities/deal/chat/chatPages';

export const dealMessagesTag = (dealId: string) => ({ type: 'DealMessage', id: dealId }) as const;
