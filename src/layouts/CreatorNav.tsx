import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import {
  CreatorSidebarShape,
  CreatorTabBarShape,
  CreatorTopBarShape,
  type BarLink,
} from './CreatorBars';
import { activeCreatorNavItem } from './creatorNavigation';
import { UserMenu } from './UserMenu';

/** The bars' links move within the app. */
const ItemLink: BarLink = chakra(RouterLink);

/** Where the creator's notification bell sits, in the top bar and the sidebar. */
export interface NotificationSlot {
  notifications?: ReactNode;
}

/** On a phone: the product name, the notifications and the user menu. */
export function CreatorTopBar({ notifications }: NotificationSlot) {
  return (
    <CreatorTopBarShape
      testId="creator-top-bar"
      link={ItemLink}
      end={
        <>
          {notifications}
          <UserMenu compact placement="bottom-end" settingsTo={paths.creator.settings} />
        </>
      }
    />
  );
}

/** On a phone: the five places as tabs, fixed at the bottom of the screen. */
export function CreatorTabBar() {
  return (
    <CreatorTabBarShape
      testId="creator-tab-bar"
      link={ItemLink}
      current={activeCreatorNavItem(useLocation().pathname)}
    />
  );
}

/** From the desktop breakpoint: the same places down a sidebar, the user menu at its foot. */
export function CreatorSidebar({ notifications }: NotificationSlot) {
  return (
    <CreatorSidebarShape
      testId="creator-sidebar"
      link={ItemLink}
      current={activeCreatorNavItem(useLocation().pathname)}
      notifications={notifications}
      user={<UserMenu placement="top-start" />}
    />
  );
}
