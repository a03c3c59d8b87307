import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of laterRecipes.ts, by name: components no first screen renders, so the
 * first screen's script goes without them (a unit test holds these lists to it).
 */
export const LATER_RECIPES: ReadonlySet<string> = new Set(['badge', 'code', 'textarea']);
export const LATER_SLOT_RECIPES: ReadonlySet<string> = new Set([
  'card',
  'dialog',
  'drawer',
  'nativeSelect',
  'progress',
  'switch',
]);

/**
 * Chakra's default theme with only the recipes of the components the app renders.
 * `defaultConfig` carries all ~75 recipes (a third of Chakra's weight in the first
 * script, see `npm run bench:size`). A component whose recipe is missing renders
 * unstyled without an error, so the unit suite fails on any such component
 * (tests/unit/helpers/recipeGuard.ts): using a new Chakra component means adding its
 * recipe here, or in laterRecipes.ts when no first screen renders it.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/**
 * UGC Desk's look: an electric violet brand on cool neutrals. Components reference
 * semantic tokens (`brand.solid`, `surface.panel`, …) so light and dark stay in step.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f3f1ff' },
          100: { value: '#e9e5ff' },
          200: { value: '#d5cfff' },
          300: { value: '#b7a9ff' },
          400: { value: '#9479ff' },
          500: { value: '#7453fc' },
          600: { value: '#5f36f0' },
          700: { value: '#5029d4' },
          800: { value: '#4224ab' },
          900: { value: '#372287' },
          950: { value: '#21124f' },
        },
        // A cool neutral replaces Chakra's pure gray: every default semantic token
        // (bg, fg, border) is built from it.
        gray: {
          50: { value: '#f7f7fa' },
          100: { value: '#eeeef3' },
          200: { value: '#e1e1e9' },
          300: { value: '#cbcbd6' },
          400: { value: '#9c9cab' },
          500: { value: '#70707f' },
          600: { value: '#555563' },
          700: { value: '#40404b' },
          800: { value: '#2a2a33' },
          900: { value: '#1b1b22' },
          950: { value: '#111116' },
        },
      },
      fonts: {
        heading: {
          value:
            "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        body: {
          value:
            "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Focus rings of neutral controls use the brand colour too, so keyboard focus
        // looks the same everywhere and stands out in both modes.
        gray: {
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // The faintest text (section labels, captions, the copyright) still reads at 4.5:1
        // on every surface of its mode (WCAG AA); Chakra's default is about 2.5:1 in light.
        fg: {
          subtle: { value: { _light: '#6b6b7a', _dark: '#9494a3' } },
        },
        surface: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
          sidebar: { value: { _light: '{colors.white}', _dark: '#15151b' } },
          hover: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
          active: { value: { _light: '{colors.brand.50}', _dark: '#241b4d' } },
        },
      },
      shadows: {
        card: {
          value: {
            _light: '0 1px 2px rgba(17, 17, 22, 0.04), 0 8px 24px -12px rgba(17, 17, 22, 0.12)',
            _dark: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px -12px rgba(0, 0, 0, 0.6)',
          },
        },
      },
    },
    layerStyles: {
      // The raised white card that auth screens and full-page messages sit on.
      panel: {
        value: {
          bg: 'surface.panel',
          borderWidth: '1px',
          borderColor: 'border.muted',
          boxShadow: 'card',
        },
      },
    },
    keyframes: {
      // `--flyout-shift` (set by FlyoutMenu per placement) points away from the trigger.
      'flyout-in': {
        from: { opacity: '0', transform: 'translate(var(--flyout-shift, 0, -6px)) scale(0.98)' },
        to: { opacity: '1', transform: 'translate(0, 0) scale(1)' },
      },
      'flyout-out': {
        from: { opacity: '1', transform: 'translate(0, 0) scale(1)' },
        to: { opacity: '0', transform: 'translate(var(--flyout-shift, 0, -6px)) scale(0.98)' },
      },
    },
  },
  globalCss: {
    html: { bg: 'surface.canvas' },
    body: { bg: 'surface.canvas', color: 'fg' },
    // Visitors who ask for less motion get state changes without the movement.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
    },
  },
});

type AppSystem = ReturnType<typeof createSystem>;
let created: AppSystem | null = null;
let laterRecipesLoaded: Promise<void> | null = null;

/**
 * Loads the recipes of the components only later screens render (laterRecipes.ts) into
 * the app's system; resolves once those components can render styled. The layouts ask
 * for them as they load; a component that needs one before then waits for it.
 */
export function loadLaterRecipes(): Promise<void> {
  laterRecipesLoaded ??= import('./laterRecipes').then(({ recipes, slotRecipes }) => {
    // The system reads its theme's recipes when a component first asks for one, and
    // `theme` is the config it keeps: adding to it is adding to the system.
    const { theme } = appSystem()._config;
    if (!theme) throw new Error("The app's Chakra system has no theme to add recipes to");
    theme.recipes = { ...theme.recipes, ...recipes };
    theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
  });
  return laterRecipesLoaded;
}

/**
 * A component asking for a later recipe before it is in suspends until it is (the
 * promise thrown is React's signal to wait): asked for too early, Chakra would style it
 * with an empty recipe, and keep that one.
 */
function waitingForLaterRecipes(system: AppSystem): AppSystem {
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => {
    if (LATER_RECIPES.has(key) && !system.isRecipe(key)) throw loadLaterRecipes();
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (LATER_SLOT_RECIPES.has(key) && !system.isSlotRecipe(key)) throw loadLaterRecipes();
    return getSlotRecipeFn(key, fallback);
  };
  return system;
}

/**
 * The app's Chakra system, created on first use: its creation is among the longest pieces
 * of the start, and `src/main.tsx` runs it in a task of its own, not in the one that
 * evaluates the app's modules.
 */
export function appSystem(): AppSystem {
  created ??= waitingForLaterRecipes(createSystem(defaultBaseConfig, chakraTheme, config));
  return created;
}
