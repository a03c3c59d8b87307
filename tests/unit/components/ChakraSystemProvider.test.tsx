import { useChakraContext } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraSystemProvider } from '@/src/theme/ChakraSystemProvider';

/** Shows how many pieces of the global sheet the provided system hands out. */
function GlobalSheetPieces() {
  return <p>{useChakraContext()._global.length} pieces</p>;
}

/** The text of the global style tags emotion inserted. */
const insertedGlobalCss = () =>
  [...document.querySelectorAll('style[data-emotion^="css-global"]')]
    .map((tag) => tag.textContent)
    .join('');

afterEach(() => {
  delete document.documentElement.dataset.prerendered;
});

describe('ChakraSystemProvider', () => {
  it("inserts Chakra's global sheet (every token's variable) on a page without it", () => {
    render(
      <ChakraSystemProvider>
        <GlobalSheetPieces />
      </ChakraSystemProvider>,
    );
    expect(screen.getByText('3 pieces')).toBeTruthy();
    expect(insertedGlobalCss()).toContain('--chakra-colors-');
  });

  it('leaves the sheet to a prerendered page, whose HTML holds it, and inserts none', () => {
    document.documentElement.dataset.prerendered = 'guest';
    const view = render(
      <ChakraSystemProvider>
        <GlobalSheetPieces />
      </ChakraSystemProvider>,
    );
    expect(screen.getByText('0 pieces')).toBeTruthy();
    expect(insertedGlobalCss()).not.toContain('--chakra-colors-');
    view.unmount();
  });
});
