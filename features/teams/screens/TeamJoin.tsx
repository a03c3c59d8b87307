import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCompanyDataQuery } from '@/src/entities/session/api';
import { selectIsAuthenticated, selectRole } from '@/src/entities/session/sessionSlice';
import { paths } from '@/src/lib/paths';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { ListSkeleton } from '@/src/ui/list/ListStates';
import { LoadError } from '@/src/ui/PageState';
import { useAppSelector } from '@/store/hooks';
import { useTeamInvitationAcceptMutation, useTeamInvitationInfoQuery } from '../api';
import { ExistingAccountForm, NewAccountForm, type Accept } from '../components/AcceptForms';
import {
  InvitationProblem,
  isLinkProblem,
  type LinkProblem,
} from '../components/InvitationProblem';
import { SignedInJoin } from '../components/SignedInJoin';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { teamRoleOf } from '../model/people';

/**
 * `/team/join/:token` (docs/product.md#brand-teams), opened from the invitation mail,
 * signed in or out. Signed out, a new account is set up or an existing one's password
 * joins; signed in with the invited e-mail, one button joins. Either way the answer is a
 * session in the joined company, stored as a login's is (the session listeners), and the
 * dashboard follows.
 */
export default function TeamJoin() {
  const { t, roleName } = useTeamTexts();
  const { t: tScreens } = useTranslation('screens');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const sessionRole = useAppSelector(selectRole);
  // A company's session: a creator's or an operator's joins as a signed-out visitor would.
  const signedIn = authenticated && sessionRole === 'company';
  const info = useTeamInvitationInfoQuery({ token }, { skip: token === '' });
  const account = useCompanyDataQuery(undefined, {
    skip: !signedIn,
    refetchOnMountOrArgChange: true,
  });
  const [accept] = useTeamInvitationAcceptMutation();
  const [problem, setProblem] = useState<LinkProblem | null>(null);

  const joined = () => void navigate(paths.dashboard, { replace: true });
  const onAccept: Accept = async (values) => {
    const result = await accept({ token, ...values });
    if (!result.error) {
      joined();
      return {};
    }
    const code = errorCodeOf(result.error);
    if (!isLinkProblem(code)) return { error: result.error };
    setProblem(code);
    return {};
  };

  const infoCode = token === '' ? 'INVITATION_INVALID' : errorCodeOf(info.error);
  const linkProblem = problem ?? (isLinkProblem(infoCode) ? infoCode : null);
  if (linkProblem) return <InvitationProblem problem={linkProblem} />;
  if (info.isLoading || (signedIn && account.isLoading)) {
    return <ListSkeleton rows={3} height="10" />;
  }
  if (!info.data) {
    return (
      <LoadError
        title={t('join.loadErrorTitle')}
        hint={t('join.loadErrorHint')}
        onRetry={() => void info.refetch()}
      />
    );
  }

  const invitation = info.data;
  const company = invitation.company_name?.trim() || t('join.aCompany');
  const role = roleName(teamRoleOf(invitation.role));
  const { email } = invitation;
  let body;
  if (signedIn && account.data) {
    body = (
      <SignedInJoin
        token={token}
        account={account.data}
        invitedEmail={email}
        company={company}
        onJoined={joined}
        onLinkProblem={setProblem}
      />
    );
  } else if (invitation.has_account) {
    body = <ExistingAccountForm email={email} accept={onAccept} />;
  } else {
    body = (
      <>
        <Text color="fg.muted" fontSize="sm">
          {t('join.newAccount', { email })}
        </Text>
        <NewAccountForm email={email} accept={onAccept} />
      </>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="xl" letterSpacing="-0.02em">
          {signedIn || !invitation.has_account ? tScreens('teamJoin.title') : t('join.logInToJoin')}
        </Heading>
        <Text color="fg.muted">
          {invitation.invited_by
            ? t('join.invited', { inviter: invitation.invited_by, company, role })
            : t('join.invitedNoInviter', { company, role })}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
