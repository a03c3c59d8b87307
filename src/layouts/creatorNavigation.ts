import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import { CompassIcon, type IconProps } from '@/src/ui/icons';
import {
  ClipboardListIcon,
  HandshakeIcon,
  SettingsIcon,
  UserIcon,
  WalletIcon,
} from '@/src/ui/appIcons';
import { paths, patterns } from '@/src/lib/paths';

export type CreatorNavKey =
  'marketplace' | 'applications' | 'deals' | 'earnings' | 'profile' | 'settings';

export interface CreatorNavItem {
  key: CreatorNavKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** Pages this entry stands for: it is marked current on any of them. */
  activeOn: string[];
}

/**
 * The creators' app's five places (docs/product.md#the-creators-app), tab bar and sidebar
 * alike; Settings is the sidebar's last entry and the phone's user menu's.
 */
export const CREATOR_NAV: CreatorNavItem[] = [
  {
    key: 'marketplace',
    to: paths.creator.marketplace,
    icon: CompassIcon,
    activeOn: [patterns.creatorMarketplace, patterns.creatorCampaign],
  },
  {
    key: 'applications',
    to: paths.creator.applications,
    icon: ClipboardListIcon,
    activeOn: [patterns.creatorApplications],
  },
  {
    key: 'deals',
    to: paths.creator.deals,
    icon: HandshakeIcon,
    activeOn: [patterns.creatorDeals, patterns.creatorDeal],
  },
  {
    key: 'earnings',
    to: paths.creator.earnings,
    icon: WalletIcon,
    activeOn: [patterns.creatorEarnings],
  },
  {
    key: 'profile',
    to: paths.creator.profile,
    icon: UserIcon,
    activeOn: [patterns.creatorProfile],
  },
];

/** Settings: below the places in the sidebar, in the user menu on a phone. */
export const CREATOR_SETTINGS_NAV: CreatorNavItem = {
  key: 'settings',
  to: paths.creator.settings,
  icon: SettingsIcon,
  activeOn: [patterns.creatorSettings],
};

/** The entry to mark as current for a path, if any. */
export function activeCreatorNavItem(pathname: string): CreatorNavKey | null {
  return (
    [...CREATOR_NAV, CREATOR_SETTINGS_NAV].find((item) =>
      item.activeOn.some((pattern) => matchPath(pattern, pathname)),
    )?.key ?? null
  );
}
