import type { TeamRole } from '../../../domain/teams/roles';
import { ServiceError } from '../errors';

/**
 * A company session whose role does not reach the operation: says who can
 * (docs/product.md#brand-teams), so the person knows whom to ask.
 */
export const teamRoleForbidden = (needed: TeamRole): ServiceError =>
  new ServiceError(
    'FORBIDDEN',
    needed === 'owner' ? 'errors:teamOwnerOnly' : 'errors:teamAdminsOnly',
  );
