import { Badge, Box, chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignTabCount } from '../api';
import { CAMPAIGN_TABS, type CampaignTab } from '../rules';

const tabId = (tab: CampaignTab) => `campaigns-tab-${tab}`;
const PANEL_ID = 'campaigns-panel';

/** Where a key press takes the focus in a row of tabs: arrows wrap, Home and End jump. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const at = tabs.indexOf(current);
  const index = {
    ArrowRight: (at + 1) % tabs.length,
    ArrowLeft: (at - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[key];
  return index === undefined ? undefined : tabs[index];
}

export interface CampaignTabsProps {
  value: CampaignTab;
  /** How many campaigns each tab holds under the search (undefined while loading). */
  counts: readonly CampaignTabCount[] | undefined;
  onChange: (tab: CampaignTab) => void;
  /** The chosen tab's list. */
  children: ReactNode;
}

/**
 * The listing's tabs (docs/product.md#campaign-statuses) with their counts, as an ARIA tab
 * list over one panel: the chosen tab is where Tab stops, arrows, Home and End move
 * between tabs and choose them. On a phone the five tabs are one scrolling row.
 */
export function CampaignTabs({ value, counts, onChange, children }: CampaignTabsProps) {
  const { t } = useTranslation('campaigns');
  const buttons = useRef(new Map<CampaignTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabAfterKey(CAMPAIGN_TABS, value, event.key);
    if (!tab) return;
    event.preventDefault();
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };
  return (
    <Box>
      <Flex
        role="tablist"
        aria-label={t('listing.tabsLabel')}
        onKeyDown={onKeyDown}
        gap="1"
        borderBottomWidth="1px"
        overflowX="auto"
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
      >
        {CAMPAIGN_TABS.map((tab) => {
          const selected = tab === value;
          const count = counts?.find((entry) => entry.tab === tab)?.count;
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
              aria-controls={PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              // The count's hidden brackets are positioned: inside the scrolling row, not the page.
              position="relative"
              display="inline-flex"
              alignItems="center"
              gap="2"
              flexShrink={0}
              px="3"
              py="2.5"
              mb="-1px"
              fontWeight="medium"
              whiteSpace="nowrap"
              cursor="pointer"
              color={selected ? 'brand.fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={selected ? 'brand.solid' : 'transparent'}
              _hover={{ color: 'fg' }}
              focusVisibleRing="inside"
              focusRingColor="brand.focusRing"
            >
              {t(`listing.tabs.${tab}`)}{' '}
              {count !== undefined && (
                <Badge
                  size="sm"
                  variant="subtle"
                  colorPalette={selected ? 'brand' : 'gray'}
                  fontVariantNumeric="tabular-nums"
                >
                  {/* Read out as "Active (3)": the count stays part of the tab's name. */}
                  <VisuallyHidden>(</VisuallyHidden>
                  {count}
                  <VisuallyHidden>)</VisuallyHidden>
                </Badge>
              )}
            </chakra.button>
          );
        })}
      </Flex>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(value)} pt="4">
        {children}
      </Box>
    </Box>
  );
}
