import { Badge, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { INVITABLE_ROLES, type InvitableRole } from '@/domain/teams/roles';
import { useDateFormat } from '@/src/ui/formats';
import { RelativeTime } from '@/src/ui/RelativeTime';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { TeamMember } from '../api';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { personName, teamRoleOf } from '../model/people';
import { RoleBadge } from './RoleBadge';
import { TeamRow } from './TeamList';

export type MemberAction = 'remove' | 'transfer';

interface MemberRowProps {
  member: TeamMember;
  /** The owner manages everyone but themselves and (so) the owner. */
  manageable: boolean;
  /** A role change of this person is under way. */
  changingRole: boolean;
  onRoleChange: (member: TeamMember, role: InvitableRole) => void;
  onAction: (member: TeamMember, action: MemberAction) => void;
}

/**
 * One person of the company: who, their role, when they joined and were last active, and
 * for the owner the role select, Remove and Make owner. A card on a phone, a row on wide
 * screens.
 */
export const MemberRow = memo(function MemberRow({
  member,
  manageable,
  changingRole,
  onRoleChange,
  onAction,
}: MemberRowProps) {
  const { t, roleName } = useTeamTexts();
  const shortDate = useDateFormat('short');
  const { relative } = useDealFormats();
  const name = personName(member);
  const role = teamRoleOf(member.role);
  return (
    <TeamRow>
      <Stack gap="0.5" flex="1" minW="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <RoleBadge role={role} />
          {member.is_you && (
            <Badge colorPalette="green" variant="outline">
              {t('members.you')}
            </Badge>
          )}
        </Flex>
        {name !== member.email && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {member.email}
          </Text>
        )}
        <Text fontSize="xs" color="fg.subtle">
          <span>{t('members.lastActiveLabel')}: </span>
          {member.last_active_at ? (
            <RelativeTime at={member.last_active_at} relative={relative} />
          ) : (
            t('members.never')
          )}
          {' · '}
          {t('members.joined', { date: shortDate(member.joined_at) })}
        </Text>
      </Stack>
      {manageable && (
        <Flex gap="2" wrap="wrap" align="center">
          <NativeSelect.Root size="sm" w="auto" disabled={changingRole}>
            <NativeSelect.Field
              aria-label={t('members.roleOf', { name })}
              value={role}
              onChange={(event) => onRoleChange(member, event.target.value as InvitableRole)}
            >
              {INVITABLE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {roleName(option)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('members.transferOf', { name })}
            onClick={() => onAction(member, 'transfer')}
          >
            {t('members.transfer')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={t('members.removeOf', { name })}
            onClick={() => onAction(member, 'remove')}
          >
            {t('members.remove')}
          </Button>
        </Flex>
      )}
    </TeamRow>
  );
});
