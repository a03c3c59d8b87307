import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import {
  ClipboardListIcon,
  CompassIcon,
  SettingsIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from '@/src/ui/icons';
import { paths, patterns } from '@/src/lib/paths';

export type CreatorNavKey = 'marketplace' | 'applications' | 'earnings' | 'profile' | 'settings';

export interface CreatorNavItem {
  key: CreatorNavKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** Pages this entry stands for: it is marked current on any of them. */
  activeOn: string[];
}

/** The creators' app's places (docs/product.md#the-creators-app), tab bar and sidebar alike. */
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
  {
    key: 'settings',
    to: paths.creator.settings,
    icon: SettingsIcon,
    activeOn: [patterns.creatorSettings],
  },
];

/** The entry to mark as current for a path, if any. */
export function activeCreatorNavItem(pathname: string): CreatorNavKey | null {
  return (
    CREATOR_NAV.find((item) => item.activeOn.some((pattern) => matchPath(pattern, pathname)))
      ?.key ?? null
  );
}
