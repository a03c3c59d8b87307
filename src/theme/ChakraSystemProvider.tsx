import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { appSystem } from './system';

type AppSystem = ReturnType<typeof appSystem>;

/** The system without its global stylesheet: everything else is read through to it. */
const withoutGlobalSheet = (system: AppSystem): AppSystem =>
  Object.create(system, { _global: { value: [] } }) as AppSystem;

/**
 * Whether this page's HTML already holds Chakra's global stylesheet: a prerendered page
 * (src/prerender/) carries it in its styles, and they stay for the page's whole life.
 */
const pageHoldsGlobalSheet = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.prerendered !== undefined;

/**
 * Chakra's provider with the app's system. On a prerendered page it does not build the
 * global stylesheet again (the reset, global styles and every token's variable: a long
 * piece of a phone's start, see server/build/chakraLazyGlobal.ts): the HTML has it.
 * Elsewhere (the server's prerendering, a page served plain, tests) it is as Chakra's.
 */
export function ChakraSystemProvider({ children }: { children: ReactNode }) {
  const [system] = useState(() =>
    pageHoldsGlobalSheet() ? withoutGlobalSheet(appSystem()) : appSystem(),
  );
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
