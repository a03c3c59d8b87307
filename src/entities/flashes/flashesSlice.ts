import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ParseKeys, TypeOptions } from 'i18next';

/** Flash colours: blue = info, yellow = warning, green = success, red = error. */
export type FlashColor = 'blue' | 'yellow' | 'green' | 'red';

export const DEFAULT_FLASH_ID = 'flash';

type Namespace = keyof TypeOptions['resources'];
/** A translation key with its namespace ("brands:flash.created"), checked like `t`'s. */
export type FlashKey = { [Ns in Namespace]: `${Ns}:${ParseKeys<Ns>}` }[Namespace];
export type FlashValues = Record<string, string | number>;

export interface Flash {
  id: string;
  /** Literal text (such as a server's sentence) shown as is; empty with `contentKey`. */
  content: string;
  /**
   * When set, the text is this key with `contentValues`, translated when shown: the store
   * keeps no language, so a flash on screen follows a change of language.
   */
  contentKey?: FlashKey;
  contentValues?: FlashValues;
  themeColor: FlashColor;
  /**
   * The page the flash is for ("Brand created" on /brands): shown there only, and gone
   * once the user leaves it. Without a path it stays until dismissed.
   */
  path?: string;
}

/** What a flash says: a translation key (with its values), or literal text. */
type FlashText =
  | { contentKey: FlashKey; contentValues?: FlashValues; content?: never }
  | { content: string; contentKey?: never; contentValues?: never };

export type FlashInput = FlashText & { themeColor?: FlashColor; id?: string; path?: string };

export interface FlashesState {
  items: Flash[];
}

const initialState: FlashesState = { items: [] };

export const flashesSlice = createSlice({
  name: 'flashes',
  initialState,
  reducers: {
    /** An existing id is replaced in place; a new one is appended. */
    flashAdded: {
      reducer(state, action: PayloadAction<Flash>) {
        const index = state.items.findIndex((flash) => flash.id === action.payload.id);
        if (index === -1) state.items.push(action.payload);
        else state.items[index] = action.payload;
      },
      prepare(input: FlashInput) {
        const flash: Flash = {
          id: input.id ?? DEFAULT_FLASH_ID,
          content: input.content ?? '',
          themeColor: input.themeColor ?? 'blue',
        };
        if (input.contentKey !== undefined) flash.contentKey = input.contentKey;
        if (input.contentValues !== undefined) flash.contentValues = input.contentValues;
        if (input.path !== undefined) flash.path = input.path;
        return { payload: flash };
      },
    },
    flashRemoved(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((flash) => flash.id !== action.payload.id);
    },
    /** The user is now on `path`: flashes made for another page are done. */
    flashesLeftFor(state, action: PayloadAction<{ path: string }>) {
      state.items = state.items.filter(
        (flash) => flash.path === undefined || flash.path === action.payload.path,
      );
    },
  },
  selectors: {
    selectFlashes: (state) => state.items,
  },
});

export const { flashAdded, flashRemoved, flashesLeftFor } = flashesSlice.actions;
export const { selectFlashes } = flashesSlice.selectors;
