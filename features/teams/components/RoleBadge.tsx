import { Badge } from '@chakra-ui/react';
import type { TeamRole } from '@/domain/teams/roles';
import { useTeamTexts } from '../hooks/useTeamTexts';

const PALETTE: Record<TeamRole, string> = { owner: 'brand', admin: 'purple', member: 'gray' };

/** A person's or an invitation's role, coloured by what it may do. */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { roleName } = useTeamTexts();
  return (
    <Badge colorPalette={PALETTE[role]} variant="subtle">
      {roleName(role)}
    </Badge>
  );
}
