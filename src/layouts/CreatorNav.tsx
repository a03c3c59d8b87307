import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '@/src/ui/Logo';
import { paths } from '@/src/lib/paths';
import {
  CreatorPlaceContent,
  creatorPlaceStyle,
  CreatorSidebarShape,
  CreatorTabBarShape,
  CreatorTopBarShape,
  type CreatorPlace,
} from './CreatorBars';
import { activeCreatorNavItem, type CreatorNavKey } from './creatorNavigation';
import { UserMenu } from './UserMenu';

const ItemLink = chakra(RouterLink);

/** Where the creator's notification bell sits, in the top bar and the sidebar. */
export interface NotificationSlot {
  notifications?: ReactNode;
}

function HomeLink() {
  const { t } = useTranslation('nav');
  return (
    <ItemLink
      to={paths.creator.marketplace}
      aria-label={t('home')}
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <Logo size={7} />
    </ItemLink>
  );
}

/** The places as router links, the current page's marked. */
function useRouterPlaces(): CreatorPlace {
  const active: CreatorNavKey | null = activeCreatorNavItem(useLocation().pathname);
  return (item, variant) => (
    <ItemLink to={item.to} {...creatorPlaceStyle(variant, active === item.key)}>
      <CreatorPlaceContent item={item} variant={variant} />
    </ItemLink>
  );
}

/** On a phone: the product name, the notifications and the user menu. */
export function CreatorTopBar({ notifications }: NotificationSlot) {
  return (
    <CreatorTopBarShape
      testId="creator-top-bar"
      home={<HomeLink />}
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
  const { t } = useTranslation('nav');
  return (
    <CreatorTabBarShape testId="creator-tab-bar" label={t('label')} place={useRouterPlaces()} />
  );
}

/** From the desktop breakpoint: the same places down a sidebar, the user menu at its foot. */
export function CreatorSidebar({ notifications }: NotificationSlot) {
  const { t } = useTranslation('nav');
  return (
    <CreatorSidebarShape
      testId="creator-sidebar"
      label={t('label')}
      home={<HomeLink />}
      notifications={notifications}
      place={useRouterPlaces()}
      user={<UserMenu placement="top-start" />}
    />
  );
}
