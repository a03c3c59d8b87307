import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { InvitableRole } from '@/domain/teams/roles';
import { mayManageMembers } from '@/domain/teams/roles';
import { selectTeamRole } from '@/src/entities/session/teamRole';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useTeamMemberRoleUpdateMutation, useTeamMembersQuery, type TeamMember } from '../api';
import { useRefusal } from '../hooks/useRefusal';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { personName } from '../model/people';
import { MemberConfirmDialog } from './MemberConfirmDialog';
import { MemberRow, type MemberAction } from './MemberRow';
import { TeamList } from './TeamList';

/** The company's people, owner first; the owner manages the others from their rows. */
export function MembersSection({ company }: { company: string }) {
  const { t, roleName } = useTeamTexts();
  const dispatch = useAppDispatch();
  const query = useTeamMembersQuery();
  const myRole = useAppSelector(selectTeamRole);
  const manages = myRole !== null && mayManageMembers(myRole);
  const [updateRole, roleUpdate] = useTeamMemberRoleUpdateMutation();
  const roleRefusal = useRefusal();
  const [pending, setPending] = useState<{ member: TeamMember; action: MemberAction } | null>(null);

  const { refused, clear } = roleRefusal;
  const onRoleChange = useCallback(
    async (member: TeamMember, role: InvitableRole) => {
      clear();
      const result = await updateRole({ id: member.id, role });
      if (result.error) {
        refused(result.error);
        return;
      }
      const messageValues = { name: personName(member), role: roleName(role) };
      dispatch(
        toastAdded({ messageKey: 'teams:members.roleChanged', messageValues, type: 'success' }),
      );
    },
    [clear, refused, updateRole, dispatch, roleName],
  );
  const changeRole = useCallback(
    (member: TeamMember, role: InvitableRole) => void onRoleChange(member, role),
    [onRoleChange],
  );
  const onAction = useCallback(
    (member: TeamMember, action: MemberAction) => setPending({ member, action }),
    [],
  );

  return (
    <Stack as="section" gap="3" aria-labelledby="team-members">
      <Heading as="h2" size="lg" id="team-members">
        {t('members.heading')}
      </Heading>
      {roleRefusal.refusal && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {roleRefusal.refusal}
        </Text>
      )}
      <TeamList
        query={query}
        label={t('members.listLabel')}
        error={{ title: t('members.errorTitle'), hint: t('members.errorHint') }}
      >
        {query.data?.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            manageable={manages && !member.is_you && member.role !== 'owner'}
            changingRole={roleUpdate.isLoading && roleUpdate.originalArgs?.id === member.id}
            onRoleChange={changeRole}
            onAction={onAction}
          />
        ))}
      </TeamList>
      <MemberConfirmDialog pending={pending} company={company} onClose={() => setPending(null)} />
    </Stack>
  );
}
