import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import { type IconProps } from '@/src/ui/icons';
import {
  CreditCardIcon,
  DashboardIcon,
  HandshakeIcon,
  ImageIcon,
  MegaphoneIcon,
  PackageIcon,
  PlusCircleIcon,
  ReceiptIcon,
  SettingsIcon,
  TagIcon,
  UserIcon,
  WalletIcon,
} from '@/src/ui/appIcons';
import { paths, patterns } from '@/src/lib/paths';

export type NavItemKey =
  | 'dashboard'
  | 'campaignCreation'
  | 'campaigns'
  | 'deals'
  | 'content'
  | 'settings'
  | 'team'
  | 'brands'
  | 'products'
  | 'wallet'
  | 'billing'
  | 'paymentMethods';

export interface NavItem {
  key: NavItemKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** Pages this entry stands for: it is highlighted on any of them. */
  activeOn: string[];
  /** A money page: hidden from a team's members (docs/product.md#brand-teams). */
  money?: true;
}

export interface NavSection {
  key: 'main' | 'taskManager' | 'profile' | 'balance';
  /** The dashboard stands alone; the other groups have a heading. */
  titled: boolean;
  items: NavItem[];
}

/** The sidebar of docs/product.md#navigation, shared by the desktop sidebar and the drawer. */
export const NAV_SECTIONS: NavSection[] = [
  {
    key: 'main',
    titled: false,
    items: [
      { key: 'dashboard', to: paths.dashboard, icon: DashboardIcon, activeOn: [paths.dashboard] },
    ],
  },
  {
    key: 'taskManager',
    titled: true,
    items: [
      {
        key: 'campaignCreation',
        to: paths.campaignCreation.type,
        icon: PlusCircleIcon,
        activeOn: ['/campaign/creation/*'],
      },
      {
        key: 'campaigns',
        to: paths.campaigns,
        icon: MegaphoneIcon,
        activeOn: [patterns.campaigns, '/campaign/*'],
      },
      { key: 'deals', to: paths.deals, icon: HandshakeIcon, activeOn: [patterns.deals, '/deal/*'] },
      { key: 'content', to: paths.content, icon: ImageIcon, activeOn: [patterns.content] },
    ],
  },
  {
    key: 'profile',
    titled: true,
    items: [
      {
        key: 'settings',
        to: paths.accountOverview,
        icon: SettingsIcon,
        activeOn: [patterns.accountOverview],
      },
      { key: 'team', to: paths.accountTeam, icon: UserIcon, activeOn: [patterns.accountTeam] },
      { key: 'brands', to: paths.brands, icon: TagIcon, activeOn: [patterns.brands] },
      {
        key: 'products',
        to: paths.products,
        icon: PackageIcon,
        activeOn: [patterns.products, '/product/*'],
      },
    ],
  },
  {
    key: 'balance',
    titled: true,
    items: [
      {
        key: 'wallet',
        to: paths.wallet,
        icon: WalletIcon,
        activeOn: [patterns.wallet],
        money: true,
      },
      {
        key: 'billing',
        to: paths.accountBilling,
        icon: ReceiptIcon,
        activeOn: [patterns.accountBilling, patterns.invoice],
        money: true,
      },
      {
        key: 'paymentMethods',
        to: paths.accountPaymentMethods,
        icon: CreditCardIcon,
        activeOn: [patterns.accountPaymentMethods],
        money: true,
      },
    ],
  },
];

/**
 * The sidebar as the signed-in person sees it: without the money entries (and so without
 * the balance group) for a member, who may not handle money.
 */
export function navSectionsFor(mayHandleMoney: boolean): NavSection[] {
  if (mayHandleMoney) return NAV_SECTIONS;
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => !item.money),
  })).filter((section) => section.items.length > 0);
}

/**
 * The one entry to highlight for a path: the first whose pages match, in sidebar
 * order, so campaign creation wins over the campaign pages it is a prefix of.
 */
export function activeNavItem(pathname: string): NavItemKey | null {
  for (const section of NAV_SECTIONS) {
    for (const item of section.items) {
      if (item.activeOn.some((pattern) => matchPath(pattern, pathname))) return item.key;
    }
  }
  return null;
}
