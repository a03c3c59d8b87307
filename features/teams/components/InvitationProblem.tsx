import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { AlertIcon } from '@/src/ui/icons';
import { PageState } from '@/src/ui/PageState';
import { useTeamTexts } from '../hooks/useTeamTexts';

/** The codes that make an invitation's link useless: the page says so instead of a form. */
export const LINK_PROBLEMS = ['INVITATION_INVALID', 'INVITATION_EXPIRED'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

export const isLinkProblem = (code: string | undefined): code is LinkProblem =>
  (LINK_PROBLEMS as readonly (string | undefined)[]).includes(code);

/** A used, revoked, unknown or expired invitation link, with the way to Login. */
export function InvitationProblem({ problem }: { problem: LinkProblem }) {
  const { t } = useTeamTexts();
  const expired = problem === 'INVITATION_EXPIRED';
  return (
    <PageState
      role="alert"
      tone="red"
      icon={<AlertIcon />}
      title={t(expired ? 'join.expiredTitle' : 'join.invalidTitle')}
      description={t(expired ? 'join.expired' : 'join.invalid')}
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.login}>{t('join.toLogin')}</RouterLink>
      </Button>
    </PageState>
  );
}
