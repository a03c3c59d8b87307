import { Badge, chakra, Flex } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOVERY_TABS, type DiscoveryTab } from './address';

export const tabId = (tab: DiscoveryTab) => `creators-tab-${tab}`;
export const panelId = (tab: DiscoveryTab) => `creators-panel-${tab}`;

/**
 * Applicants | Find creators, as an ARIA tab list: the chosen tab is the one Tab stops on,
 * Left/Right (and Home/End) move between tabs and choose them.
 */
export function DiscoveryTabs({
  value,
  counts,
  onChange,
}: {
  value: DiscoveryTab;
  /** A number beside a tab's name (how many applied), once known. */
  counts: Partial<Record<DiscoveryTab, number>>;
  onChange: (tab: DiscoveryTab) => void;
}) {
  const { t } = useTranslation('creators');
  const refs = useRef<Partial<Record<DiscoveryTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = DISCOVERY_TABS.indexOf(value);
    const last = DISCOVERY_TABS.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : DISCOVERY_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <Flex
      role="tablist"
      aria-label={t('tabs.label')}
      gap="1"
      borderBottomWidth="1px"
      onKeyDown={onKeyDown}
    >
      {DISCOVERY_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <chakra.button
            key={tab}
            ref={(element: HTMLButtonElement | null) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            px="4"
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
            {t(`tabs.${tab}`)}
            {counts[tab] !== undefined && (
              <Badge ms="2" size="sm" variant="subtle" colorPalette={selected ? 'brand' : 'gray'}>
                {counts[tab]}
              </Badge>
            )}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
