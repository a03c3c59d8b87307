import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionFile } from '@/server/build/reactRouterProduction';

describe("reactRouterProduction (React Router's production build in the app's build)", () => {
  it("maps the installed development build's entry to its production twin", () => {
    // What the package's exports name for an import, whatever the mode.
    const installed = path.join(process.cwd(), 'node_modules', 'react-router', 'dist');
    const development = path.join(installed, 'development', 'index.mjs');
    expect(existsSync(development)).toBe(true);
    const production = reactRouterProductionFile(development);
    expect(production).toMatch(/\/react-router\/dist\/production\/index\.mjs$/);
  });

  it('leaves every other module alone', () => {
    const id = '/project/node_modules/react-router-dom/dist/index.mjs';
    expect(reactRouterProductionFile(id, () => false)).toBe(id);
  });

  it('fails the build when the package no longer ships a production build', () => {
    expect(() =>
      reactRouterProductionFile('/p/node_modules/react-router/dist/development/x.mjs', () => false),
    ).toThrow(/update server\/build\/reactRouterProduction\.ts/);
  });
});
