import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyData } from '@/src/entities/session/api';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { errorCodeOf, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { useTeamInvitationJoinMutation } from '../api';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { isLinkProblem, type LinkProblem } from './InvitationProblem';

interface SignedInJoinProps {
  token: string;
  account: CompanyData;
  invitedEmail: string;
  company: string;
  onJoined: () => void;
  onLinkProblem: (problem: LinkProblem) => void;
}

/**
 * A signed-in person opening an invitation: "Join" when it is for their e-mail (the
 * session moves to the joined company), else why not, with Log out.
 */
export function SignedInJoin({
  token,
  account,
  invitedEmail,
  company,
  onJoined,
  onLinkProblem,
}: SignedInJoinProps) {
  const { t } = useTeamTexts();
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const [join, joining] = useTeamInvitationJoinMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (account.email.toLowerCase() !== invitedEmail.toLowerCase()) {
    return (
      <Stack gap="4">
        <Text role="alert">
          {t('join.otherEmail', { email: invitedEmail, current: account.email })}
        </Text>
        <Button colorPalette="brand" onClick={() => dispatch(logOutRequested())}>
          {tCommon('actions.logOut')}
        </Button>
      </Stack>
    );
  }

  const onJoin = async () => {
    setRefusal(null);
    const result = await join({ token });
    if (!result.error) return onJoined();
    const code = errorCodeOf(result.error);
    if (isLinkProblem(code)) onLinkProblem(code);
    else setRefusal(graphqlErrorOf(result.error)?.message ?? null);
  };

  return (
    <Stack gap="4">
      {refusal && (
        <Text role="alert" color="red.fg">
          {refusal}
        </Text>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        loading={joining.isLoading}
        onClick={() => void onJoin()}
      >
        {t('join.joinCompany', { company })}
      </Button>
    </Stack>
  );
}
