import { isAnyOf, nanoid, type UnknownAction } from '@reduxjs/toolkit';
import {
  sessionApi,
  selectAccount,
  selectCreatorAccount,
  selectOperator,
} from '@/src/entities/session/api';
import { selectRole, selectToken } from '@/src/entities/session/sessionSlice';
import { selectToasts, toastAdded, toastRemoved } from '@/src/entities/toasts/toastsSlice';
import type { ToastInput } from '@/src/entities/toasts/toastsSlice';
import type { AppDispatch, RootState } from '@/store/store';
import type { AppStartListening, ListenerExtra } from '@/store/listenerMiddleware';
import type { RealtimeClient } from './mqtt/client';
import { defaultRealtimeClient } from './mqtt/workerClient';
import { addSessionProbe } from './model/sessionProbe';
import {
  close,
  connectionDropped,
  messageReceived,
  messagesReceived,
  publish,
  subscribe,
  topicRefused,
  unsubscribe,
  type RealtimeMessage,
} from './realtimeSlice';
import {
  clientMayPublish,
  clientMaySubscribe,
  companyTopicFilter,
  MARKETPLACE_TOPIC,
  OPS_QUEUE_TOPIC,
} from '@/domain/realtime/rules';

/** Real-time toasts on screen at most, the "+N more" summary included. */
export const MAX_REALTIME_TOASTS = 3;
/** How often the summary's count may change during a burst (a user cannot read faster). */
export const SUMMARY_UPDATE_MS = 250;
/** Ids of real-time toasts start with this; the summary has a fixed one. */
export const REALTIME_TOAST_PREFIX = 'realtime-';
export const SUMMARY_TOAST_ID = `${REALTIME_TOAST_PREFIX}more`;

const decoder = new TextDecoder();

/**
 * A payload as the app accepts it: JSON with an object at the top (its `message` is the
 * text to show). Anything else is null, and ignored.
 */
export function parsePayload(payload: Uint8Array): RealtimeMessage | null {
  try {
    const value: unknown = JSON.parse(decoder.decode(payload));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as RealtimeMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * Messages arriving within this window go to the store as one action: a burst of
 * thousands a second costs a few dozen dispatches, not thousands.
 */
export const MESSAGE_BATCH_MS = 16;

function onMessage(dispatch: AppDispatch) {
  let batch: Array<{ topic: string; message: RealtimeMessage }> = [];
  const flush = () => {
    const messages = batch;
    batch = [];
    const [first] = messages;
    if (messages.length === 1 && first) dispatch(messageReceived(first));
    else if (messages.length > 1) dispatch(messagesReceived({ messages }));
  };
  return (topic: string, payload: Uint8Array) => {
    const message = parsePayload(payload);
    if (!message) {
      if ((import.meta.env as ImportMetaEnv | undefined)?.DEV)
        console.warn(`Ignored a malformed real-time message on ${topic}`);
      return;
    }
    batch.push({ topic, message });
    if (batch.length === 1) setTimeout(flush, MESSAGE_BATCH_MS);
  };
}

/** What the listeners use of a store to act on its current state. */
export interface RealtimeStoreApi {
  extra: ListenerExtra;
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** What a store whose realtime listeners joined late does to catch up (see below). */
export interface RealtimeCatchUp {
  /**
   * Connects as the current state says (the session's token, the account's topics once
   * loaded), then carries out, in order, the commands dispatched before the listeners
   * were there.
   */
  catchUp(api: RealtimeStoreApi, held: readonly UnknownAction[]): void;
}

/**
 * The real-time connection's life (docs/product.md#real-time): created once at startup and
 * opened; connected while the user is authenticated, with the company's own topics
 * subscribed once the account is loaded (an operator's: the console's queue topic); closed on logout or by the close action. Each
 * incoming message becomes `realtime/messageReceived` and an info toast (coalesced).
 *
 * The app's store registers them when its first session exists (store/realtimeStart.ts),
 * after the actions that started it: `catchUp` then acts on the state as it is.
 */
export function addRealtimeListeners(startAppListening: AppStartListening): RealtimeCatchUp {
  // The client (in `extra`, never in state) and what this store subscribed for the company.
  let client: RealtimeClient | null = null;
  let companyTopic: string | null = null;
  // Unit tests pass a fake client factory; the app runs mqtt.js in a worker.
  const clientOf = (extra: ListenerExtra, dispatch: AppDispatch) =>
    (client ??= (extra.createRealtimeClient ?? defaultRealtimeClient())({
      onMessage: onMessage(dispatch),
      onDropped: () => dispatch(connectionDropped()),
    }));

  // Startup (the first action, e.g. redux-persist's) and every token change.
  let started = false;
  const connect = ({ extra, dispatch, getState }: RealtimeStoreApi) => {
    started = true;
    const realtime = clientOf(extra, dispatch);
    const token = selectToken(getState());
    // A new session starts without the previous one's subscriptions.
    realtime.close();
    companyTopic = null;
    if (token) realtime.open(token);
  };
  startAppListening({
    predicate: (_action, current, previous) =>
      !started || selectToken(current) !== selectToken(previous),
    effect: (_action, listenerApi) => connect(listenerApi),
  });

  // The account's own topics once it is loaded; a creator also hears the marketplace.
  const follow = (topic: string, dispatch: AppDispatch, creator: boolean) => {
    if (topic === companyTopic) return;
    if (companyTopic) dispatch(unsubscribe({ topic: companyTopic }));
    companyTopic = topic;
    dispatch(subscribe({ topic }));
    if (creator) dispatch(subscribe({ topic: MARKETPLACE_TOPIC }));
  };
  startAppListening({
    matcher: sessionApi.endpoints.companyData.matchFulfilled,
    effect: (action, listenerApi) =>
      follow(companyTopicFilter(action.payload.id), listenerApi.dispatch, false),
  });
  startAppListening({
    matcher: sessionApi.endpoints.creatorData.matchFulfilled,
    effect: (action, listenerApi) =>
      follow(companyTopicFilter(action.payload.id), listenerApi.dispatch, true),
  });
  // An operator hears the console's queues change (docs/product.md#operator-console).
  startAppListening({
    matcher: sessionApi.endpoints.opsMe.matchFulfilled,
    effect: (_action, listenerApi) => follow(OPS_QUEUE_TOPIC, listenerApi.dispatch, false),
  });
  /** The topics of the account already loaded, as its answer's listener above would follow. */
  const followLoaded = ({ dispatch, getState }: RealtimeStoreApi) => {
    const state = getState();
    const role = selectRole(state);
    if (role === 'operator') {
      if (selectOperator(state)) follow(OPS_QUEUE_TOPIC, dispatch, false);
      return;
    }
    const account = role === 'creator' ? selectCreatorAccount(state) : selectAccount(state);
    if (account) follow(companyTopicFilter(account.id), dispatch, role === 'creator');
  };

  // Commands: a topic that is not valid, or not allowed, is refused ('Invalid topic …').
  const publishCommand = (action: ReturnType<typeof publish>, api: RealtimeStoreApi) => {
    const { topic, payload } = action.payload;
    if (!clientMayPublish(topic)) return void api.dispatch(topicRefused({ topic }));
    clientOf(api.extra, api.dispatch).publish(topic, JSON.stringify(payload ?? null));
  };
  startAppListening({
    actionCreator: publish,
    effect: publishCommand,
  });

  const subscriptionCommand = (
    action: ReturnType<typeof subscribe | typeof unsubscribe>,
    api: RealtimeStoreApi,
  ) => {
    const { topic } = action.payload;
    const state = api.getState();
    const role = selectRole(state);
    const account =
      role === 'creator'
        ? selectCreatorAccount(state)
        : role === 'operator'
          ? selectOperator(state)
          : selectAccount(state);
    if (!clientMaySubscribe(account?.id ?? null, topic, role)) {
      return void api.dispatch(topicRefused({ topic }));
    }
    const realtime = clientOf(api.extra, api.dispatch);
    if (subscribe.match(action)) realtime.subscribe(topic);
    else realtime.unsubscribe(topic);
  };
  startAppListening({
    matcher: isAnyOf(subscribe, unsubscribe),
    effect: (action: ReturnType<typeof subscribe | typeof unsubscribe>, listenerApi) =>
      subscriptionCommand(action, listenerApi),
  });

  const closeCommand = () => {
    client?.close();
    companyTopic = null;
  };
  startAppListening({
    actionCreator: close,
    effect: closeCommand,
  });

  startAppListening({
    actionCreator: topicRefused,
    effect: (action, listenerApi) => {
      listenerApi.dispatch(
        toastAdded({
          messageKey: 'realtime.invalidTopic',
          messageValues: { topic: action.payload.topic },
          type: 'error',
        }),
      );
    },
  });

  addNotificationToasts(startAppListening);
  addSessionProbe(startAppListening);

  return {
    catchUp(api, held) {
      connect(api);
      followLoaded(api);
      for (const action of held) {
        if (publish.match(action)) publishCommand(action, api);
        else if (subscribe.match(action) || unsubscribe.match(action)) {
          subscriptionCommand(action, api);
        } else if (close.match(action)) closeCommand();
      }
    },
  };
}

/**
 * Events whose toasts collapse into one per campaign while it shows ("5 new applications
 * to Calm Cream"): their messages carry `campaign_id` and `campaign_name`.
 */
export const GROUPED_TOAST_EVENTS: readonly string[] = ['campaign_application', 'deal_message'];

interface ToastGroup {
  id: string;
  event: string;
  campaign: string;
}

/** The group a message's toast joins, if it has one. */
export function toastGroupOf(message: RealtimeMessage): ToastGroup | null {
  const { event, campaign_id: campaignId, campaign_name: campaign } = message;
  if (typeof event !== 'string' || !GROUPED_TOAST_EVENTS.includes(event)) return null;
  if (typeof campaignId !== 'string' && typeof campaignId !== 'number') return null;
  if (typeof campaign !== 'string' || campaign === '') return null;
  return { id: `${REALTIME_TOAST_PREFIX}${event}-${campaignId}`, event, campaign };
}

/** A message to show: its text, and the group it collapses into (with how many it is). */
interface Shown {
  text: string;
  group: (ToastGroup & { count: number }) | null;
}

/** The toast of `shown`: its own text alone, or the group's count in the current language. */
const toastOf = ({ text, group }: Shown, count: number): ToastInput =>
  !group
    ? { id: `${REALTIME_TOAST_PREFIX}${nanoid()}`, message: text, type: 'info' }
    : count === 1
      ? { id: group.id, message: text, messageValues: { count }, type: 'info' }
      : {
          id: group.id,
          messageKey: `realtime.grouped.${group.event}`,
          messageValues: { count, campaign: group.campaign },
          type: 'info',
        };

/**
 * One info toast per message, coalesced: messages of one kind and campaign collapse into
 * one toast that counts them, updated in place with its timer restarted; at most
 * MAX_REALTIME_TOASTS real-time toasts on screen; beyond that the rest are counted into one
 * "+N more notifications" toast, whose count changes at most every SUMMARY_UPDATE_MS. Each
 * message costs O(1).
 */
function addNotificationToasts(startAppListening: AppStartListening) {
  // Messages counted but not yet in the summary's text.
  let pending = 0;
  let flushing = false;

  startAppListening({
    matcher: isAnyOf(messageReceived, messagesReceived),
    effect: async (action, listenerApi) => {
      const received = messagesReceived.match(action)
        ? action.payload.messages
        : messageReceived.match(action)
          ? [action.payload]
          : [];
      // In order of arrival, a group's messages in its first one's place.
      const arrived: Shown[] = [];
      const groups = new Map<string, Shown>();
      for (const { message } of received) {
        const text = message.message;
        if (typeof text !== 'string' || text.trim() === '') continue;
        const group = toastGroupOf(message);
        const same = group && groups.get(group.id);
        if (same?.group) {
          same.group.count += 1;
          continue;
        }
        const shown: Shown = { text, group: group && { ...group, count: 1 } };
        if (group) groups.set(group.id, shown);
        arrived.push(shown);
      }
      // A group's toast on screen counts the new ones, in place, its timer restarted.
      const onScreen = selectToasts(listenerApi.getState());
      const texts: Shown[] = [];
      for (const shown of arrived) {
        const toast =
          shown.group && onScreen.find((item) => item.id === shown.group!.id && item.visible);
        if (!toast) texts.push(shown);
        else {
          const count = Number(toast.messageValues?.count ?? 1) + shown.group!.count;
          listenerApi.dispatch(toastAdded(toastOf(shown, count)));
        }
      }
      if (texts.length === 0) return;
      // While messages are being summarised, the rest join them without a look at state.
      if (pending === 0) {
        const toasts = selectToasts(listenerApi.getState());
        const summary = toasts.some((toast) => toast.id === SUMMARY_TOAST_ID);
        const shown = toasts.filter((toast) => toast.id.startsWith(REALTIME_TOAST_PREFIX));
        const free = summary ? 0 : MAX_REALTIME_TOASTS - shown.length;
        // When not all fit, one free place is kept for the summary: a message is never
        // added and replaced in the same instant, unseen.
        const own = texts.length <= free ? texts.length : Math.max(free - 1, 0);
        for (const item of texts.slice(0, own)) {
          listenerApi.dispatch(toastAdded(toastOf(item, item.group?.count ?? 1)));
        }
        pending += texts.length - own;
      } else {
        pending += texts.length;
      }
      if (pending === 0 || flushing) return;

      flushing = true;
      const flush = () => {
        const current = selectToasts(listenerApi.getState()).find(
          (toast) => toast.id === SUMMARY_TOAST_ID,
        );
        const count = Number(current?.messageValues?.count ?? 0) + pending;
        pending = 0;
        listenerApi.dispatch(
          toastAdded({
            id: SUMMARY_TOAST_ID,
            messageKey: 'realtime.more',
            messageValues: { count },
            type: 'info',
          }),
        );
      };
      try {
        const toasts = selectToasts(listenerApi.getState());
        if (!toasts.some((toast) => toast.id === SUMMARY_TOAST_ID)) {
          // The summary takes the oldest message's place, so the total stays the limit.
          const shown = toasts.filter((toast) => toast.id.startsWith(REALTIME_TOAST_PREFIX));
          if (shown.length >= MAX_REALTIME_TOASTS && shown[0]) {
            listenerApi.dispatch(toastRemoved({ id: shown[0].id }));
          }
          flush();
        }
        await listenerApi.delay(SUMMARY_UPDATE_MS);
        if (pending > 0) flush();
      } finally {
        flushing = false;
      }
    },
  });
}
