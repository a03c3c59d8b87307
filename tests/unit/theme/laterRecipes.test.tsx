/**
 * The recipes of components no first screen renders load with the layouts
 * (src/theme/laterRecipes.ts): the system knows them only then, a component asking for
 * one earlier waits for it instead of rendering unstyled, and the first screens ask for
 * none of them.
 */
import { Badge, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as later from '@/src/theme/laterRecipes';
import { appSystem, LATER_RECIPES, LATER_SLOT_RECIPES } from '@/src/theme/system';
import { renderApp } from '../renderWithProviders';

/** The system module as a fresh page has it: nothing loaded later yet. */
async function freshSystemModule() {
  vi.resetModules();
  return import('@/src/theme/system');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the recipes loaded later', () => {
  it('are named by the lists the system checks against', () => {
    expect([...LATER_RECIPES].sort()).toEqual(Object.keys(later.recipes).sort());
    expect([...LATER_SLOT_RECIPES].sort()).toEqual(Object.keys(later.slotRecipes).sort());
  });

  it('join the system when loaded, with their variants', async () => {
    const fresh = await freshSystemModule();
    const system = fresh.appSystem();
    expect([...fresh.LATER_RECIPES].some((key) => system.isRecipe(key))).toBe(false);
    expect([...fresh.LATER_SLOT_RECIPES].some((key) => system.isSlotRecipe(key))).toBe(false);
    await fresh.loadLaterRecipes();
    expect([...fresh.LATER_RECIPES].every((key) => system.isRecipe(key))).toBe(true);
    expect([...fresh.LATER_SLOT_RECIPES].every((key) => system.isSlotRecipe(key))).toBe(true);
    expect(system.getRecipeFn('badge').variantKeys).toContain('variant');
    expect(system.getSlotRecipeFn('dialog').variantKeys).toContain('size');
  });

  it('make a component that asks first wait for them, then render styled', async () => {
    const fresh = await freshSystemModule();
    const system = fresh.appSystem();
    render(
      <ChakraProvider value={system}>
        <Suspense fallback={<p>Waiting</p>}>
          <Badge>New</Badge>
        </Suspense>
      </ChakraProvider>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    const badge = await screen.findByText('New');
    expect(system.isRecipe('badge')).toBe(true);
    // Styled as by a system that had the badge's recipe from the start.
    const { className } = badge;
    render(
      <ChakraProvider value={appSystem()}>
        <Badge>Reference</Badge>
      </ChakraProvider>,
    );
    expect(className).toBe(screen.getByText('Reference').className);
  });

  it.each(['/login', '/signup', '/forgot', '/creator/join', '/creator/login'])(
    'are not asked for by %s',
    async (route) => {
      const system = appSystem();
      const asked = [vi.spyOn(system, 'getRecipeFn'), vi.spyOn(system, 'getSlotRecipeFn')];
      renderApp({ route });
      await screen.findByRole('heading', { level: 1 });
      const keys = asked.flatMap((spy) => spy.mock.calls.map(([key]) => key));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => LATER_RECIPES.has(key) || LATER_SLOT_RECIPES.has(key))).toEqual(
        [],
      );
    },
  );
});
