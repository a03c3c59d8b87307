import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Flash colours: blue = info, yellow = warning, green = success, red = error. */
export type FlashColor = 'blue' | 'yellow' | 'green' | 'red';

export const DEFAULT_FLASH_ID = 'flash';

export interface Flash {
  id: string;
  content: string;
  themeColor: FlashColor;
  /**
   * The page the flash is for ("Brand created" on /brands): shown there only, and gone
   * once the user leaves it. Without a path it stays until dismissed.
   */
  path?: string;
}

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
      prepare(input: { content: string; themeColor?: FlashColor; id?: string; path?: string }) {
        const flash: Flash = {
          id: input.id ?? DEFAULT_FLASH_ID,
          content: input.content,
          themeColor: input.themeColor ?? 'blue',
        };
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
