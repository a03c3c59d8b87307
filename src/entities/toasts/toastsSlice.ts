import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'info' | 'error' | 'success' | 'warning';

/** A toast shows for 5000 ms, then fades for 500 ms before removal. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 500;

export interface Toast {
  id: string;
  /** Literal text (e.g. a real-time message) shown as is. */
  message: string;
  /** When set, the text is this translation key, rendered in the current language. */
  messageKey?: string;
  messageValues?: Record<string, string | number>;
  type: ToastType;
  duration: number;
  /** False while the toast fades out. */
  visible: boolean;
}

export interface ToastInput {
  message?: string;
  messageKey?: string;
  messageValues?: Record<string, string | number>;
  type?: ToastType;
  duration?: number;
  /** A fixed id replaces an earlier toast with the same id instead of stacking. */
  id?: string;
}

export interface ToastsState {
  items: Toast[];
  /**
   * True while a starting app has no screen to show toasts on yet (`src/main.tsx` sets it,
   * the Toaster clears it when it first shows): a toast's clock waits meanwhile, so a
   * message that arrives during a slow start (the stored session refused) is seen for its
   * whole duration.
   */
  awaitingScreen: boolean;
}

const initialState: ToastsState = { items: [], awaitingScreen: false };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        // A toast added again with its id is updated where it shows, not moved.
        const index = state.items.findIndex((toast) => toast.id === action.payload.id);
        if (index === -1) state.items.push(action.payload);
        else state.items[index] = action.payload;
      },
      // The id is made here, not in the reducer, so replaying the action is deterministic.
      prepare(input: ToastInput) {
        return {
          payload: {
            id: input.id ?? nanoid(),
            message: input.message ?? '',
            ...(input.messageKey ? { messageKey: input.messageKey } : {}),
            ...(input.messageValues ? { messageValues: input.messageValues } : {}),
            type: input.type ?? 'info',
            duration: input.duration ?? TOAST_DURATION_MS,
            visible: true,
          },
        };
      },
    },
    toastHidden(state, action: PayloadAction<{ id: string }>) {
      const toast = state.items.find((item) => item.id === action.payload.id);
      if (toast) toast.visible = false;
    },
    toastRemoved(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload.id);
    },
    toastsAwaitScreen(state) {
      state.awaitingScreen = true;
    },
    toasterShown(state) {
      state.awaitingScreen = false;
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
    selectToastsAwaitScreen: (state) => state.awaitingScreen,
  },
});

export const { toastAdded, toastHidden, toastRemoved, toastsAwaitScreen, toasterShown } =
  toastsSlice.actions;
export const { selectToasts, selectToastsAwaitScreen } = toastsSlice.selectors;
