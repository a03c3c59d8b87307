import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { appSystem } from '@/src/theme/system';

/**
 * The app's Chakra system carries only the recipes of the components it renders (see
 * src/theme/system.ts), and Chakra renders a component whose recipe is missing without
 * styles and without an error. This records every recipe a rendered component asks for
 * that Chakra's default theme has and ours lacks, so the suite can fail on it.
 */
export function installRecipeGuard(): { takeMissing: () => string[] } {
  const missing = new Set<string>();
  const system = appSystem();
  const getRecipeFn = system.getRecipeFn.bind(system);
  const getSlotRecipeFn = system.getSlotRecipeFn.bind(system);
  system.getRecipeFn = (key: string, fallback?: unknown) => {
    if (key in recipes && !system.isRecipe(key)) missing.add(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key: string, fallback?: unknown) => {
    if (key in slotRecipes && !system.isSlotRecipe(key)) missing.add(key);
    return getSlotRecipeFn(key, fallback);
  };
  return {
    takeMissing() {
      const keys = [...missing];
      missing.clear();
      return keys;
    },
  };
}
