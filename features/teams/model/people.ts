import { isTeamRole, type TeamRole } from '@/domain/teams/roles';

/** A person as a sentence names them: their name, or their e-mail when they have none. */
export function personName(person: {
  first_name?: string | null;
  last_name?: string | null;
  email: string;
}): string {
  const name = [person.first_name, person.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.email;
}

/** A role the API sent, narrowed: an unknown one reads as the least, a member. */
export const teamRoleOf = (role: string): TeamRole => (isTeamRole(role) ? role : 'member');
