import { useTranslation } from 'react-i18next';
import type { TeamRole } from '@/domain/teams/roles';

/** The teams namespace's `t`, and a role's name in the reader's language. */
export function useTeamTexts() {
  const { t } = useTranslation('teams');
  const roleName = (role: TeamRole) => t(`roles.${role}`);
  return { t, roleName };
}
