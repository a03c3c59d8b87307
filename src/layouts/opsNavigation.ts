import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { OpsQueue } from '@/domain/realtime/rules';
import { type IconProps } from '@/src/ui/icons';
import {
  BuildingIcon,
  ClipboardListIcon,
  ImageIcon,
  InboxIcon,
  MegaphoneIcon,
  ScaleIcon,
  UserIcon,
  WalletIcon,
} from '@/src/ui/appIcons';
import { paths, patterns } from '@/src/lib/paths';

export type OpsNavKey =
  'queue' | 'campaigns' | 'content' | 'disputes' | 'creators' | 'companies' | 'money' | 'audit';

export interface OpsNavItem {
  key: OpsNavKey;
  to: string;
  icon: ComponentType<IconProps>;
  /** Pages this entry stands for: it is marked current on any of them. */
  activeOn: string[];
  /** The queue whose count (OpsQueue) its badge shows. */
  queue?: OpsQueue;
}

/** The console's places (docs/product.md#operator-console), sidebar and drawer alike. */
export const OPS_NAV: OpsNavItem[] = [
  { key: 'queue', to: paths.ops.home, icon: InboxIcon, activeOn: [patterns.opsHome] },
  {
    key: 'campaigns',
    to: paths.ops.campaigns,
    icon: MegaphoneIcon,
    activeOn: [patterns.opsCampaigns, patterns.opsCampaign],
    queue: 'campaigns',
  },
  {
    key: 'content',
    to: paths.ops.content,
    icon: ImageIcon,
    activeOn: [patterns.opsContent],
    queue: 'content',
  },
  {
    key: 'disputes',
    to: paths.ops.disputes,
    icon: ScaleIcon,
    activeOn: [patterns.opsDisputes, patterns.opsDispute],
    queue: 'disputes',
  },
  {
    key: 'creators',
    to: paths.ops.creators,
    icon: UserIcon,
    activeOn: [patterns.opsCreators, patterns.opsCreator],
    queue: 'creators',
  },
  {
    key: 'companies',
    to: paths.ops.companies,
    icon: BuildingIcon,
    activeOn: [patterns.opsCompanies, patterns.opsCompany],
  },
  {
    key: 'money',
    to: paths.ops.money,
    icon: WalletIcon,
    activeOn: [patterns.opsMoney],
    queue: 'payouts',
  },
  { key: 'audit', to: paths.ops.audit, icon: ClipboardListIcon, activeOn: [patterns.opsAudit] },
];

/** The entry to mark as current for a path, if any. */
export function activeOpsNavItem(pathname: string): OpsNavKey | null {
  return (
    OPS_NAV.find((item) => item.activeOn.some((pattern) => matchPath(pattern, pathname)))?.key ??
    null
  );
}
