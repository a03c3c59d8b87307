import { Badge, chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';

/** Where a key press takes the focus in a row of tabs: arrows wrap, Home and End jump. */
function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const at = tabs.indexOf(current);
  const index = {
    ArrowRight: (at + 1) % tabs.length,
    ArrowLeft: (at - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[key];
  return index === undefined ? undefined : tabs[index];
}

export interface TabRowProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** A tab's visible name. */
  tabText: (tab: T) => string;
  /** The number in a tab's badge; no badge while undefined. */
  count?: (tab: T) => number | undefined;
  tabId: (tab: T) => string;
  /** The panel a tab controls; the caller renders it, labelled by tabId(value). */
  panelId: (tab: T) => string;
  /** One row that scrolls sideways on a phone instead of squeezing its tabs. */
  scrolls?: boolean;
  /** Read a count as "Active (3)": hidden brackets keep it apart from the tab's name. */
  bracketCounts?: boolean;
  /** The counts are still loading: each tab keeps a count's place, hidden, until they come. */
  countsLoading?: boolean;
}

/**
 * A row of tabs as an ARIA tab list with a count badge per tab: the chosen tab is where
 * Tab stops, arrows, Home and End move between tabs and choose them.
 */
export function TabRow<T extends string>({
  label,
  tabs,
  value,
  onChange,
  tabText,
  count,
  tabId,
  panelId,
  scrolls = false,
  bracketCounts = false,
  countsLoading = false,
}: TabRowProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabAfterKey(tabs, value, event.key);
    if (!tab) return;
    event.preventDefault();
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };
  return (
    <Flex
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      gap="1"
      borderBottomWidth="1px"
      overflowX={scrolls ? 'auto' : undefined}
      mx={scrolls ? { base: '-4', md: '0' } : undefined}
      px={scrolls ? { base: '4', md: '0' } : undefined}
    >
      {tabs.map((tab) => {
        const selected = tab === value;
        const number = count?.(tab);
        return (
          <chakra.button
            key={tab}
            ref={(element: HTMLButtonElement | null) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            // The count's hidden brackets are positioned: inside the scrolling row, not the page.
            position={bracketCounts ? 'relative' : undefined}
            display={scrolls ? 'inline-flex' : undefined}
            alignItems={scrolls ? 'center' : undefined}
            gap={scrolls ? '2' : undefined}
            flexShrink={scrolls ? 0 : undefined}
            whiteSpace={scrolls ? 'nowrap' : undefined}
            px={scrolls ? '3' : '4'}
            py="2.5"
            mb="-1px"
            fontWeight="medium"
            cursor="pointer"
            color={selected ? 'brand.fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={selected ? 'brand.solid' : 'transparent'}
            _hover={{ color: 'fg' }}
            focusVisibleRing="inside"
            focusRingColor="brand.focusRing"
          >
            {tabText(tab)}
            {bracketCounts && ' '}
            {/* While the counts load, a badge's place is kept (hidden): no tab widens later. */}
            {countsLoading && number === undefined && (
              <Badge
                ms={scrolls ? undefined : '2'}
                size="sm"
                variant="subtle"
                visibility="hidden"
                aria-hidden="true"
              >
                0
              </Badge>
            )}
            {number !== undefined && (
              <Badge
                // In the scrolling row the button's gap spaces the badge.
                ms={scrolls ? undefined : '2'}
                size="sm"
                variant="subtle"
                colorPalette={selected ? 'brand' : 'gray'}
                fontVariantNumeric={scrolls ? 'tabular-nums' : undefined}
              >
                {bracketCounts ? (
                  // One hidden text for the name: separate pieces inside the flex badge are
                  // read with spaces between them ("Active ( 3 )").
                  <>
                    <span aria-hidden="true">{number}</span>
                    <VisuallyHidden>({number})</VisuallyHidden>
                  </>
                ) : (
                  number
                )}
              </Badge>
            )}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
