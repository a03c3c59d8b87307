import {
  badgeRecipe,
  cardSlotRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * Recipes of components no first screen renders (Login, Signup, Forgot, the creators'
 * Join, the frames): they load with the layouts (`loadLaterRecipes` in system.ts), so the
 * first screen's script goes without them.
 */
export const recipes = {
  badge: badgeRecipe,
  code: codeRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
};
