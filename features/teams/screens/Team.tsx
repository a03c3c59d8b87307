import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { mayInvite } from '@/domain/teams/roles';
import { selectAccount } from '@/src/entities/session/api';
import { selectTeamRole } from '@/src/entities/session/teamRole';
import { PageHeader } from '@/src/ui/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { InvitationsSection } from '../components/InvitationsSection';
import { LeaveCompany } from '../components/LeaveCompany';
import { MembersSection } from '../components/MembersSection';
import { useTeamTexts } from '../hooks/useTeamTexts';

/**
 * Settings → Team (`/account/team`, docs/product.md#brand-teams): the company's people;
 * for owners and admins the invitations too; "Leave company" for anyone but the owner.
 */
export default function Team() {
  const { t } = useTeamTexts();
  const { t: tScreens } = useTranslation('screens');
  const company = useAppSelector(selectAccount)?.company_name?.trim() || t('join.aCompany');
  const role = useAppSelector(selectTeamRole);
  return (
    <Stack gap="8" maxW="5xl">
      <PageHeader title={tScreens('team.title')} description={t('intro', { company })} />
      <MembersSection company={company} />
      {role !== null && mayInvite(role) ? (
        <InvitationsSection />
      ) : (
        <Text color="fg.muted">{t('invitations.onlyAdmins')}</Text>
      )}
      {role !== null && role !== 'owner' && <LeaveCompany company={company} />}
    </Stack>
  );
}
