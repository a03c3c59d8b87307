import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRequestResetPasswordMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { MailIcon } from '@/src/ui/appIcons';
import { ResendButton, type ResendOutcome } from '../components/ResendButton';
import { TextLink } from '../components/TextLink';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { emailFromState, RESET_MAIL_INTERVAL_MS } from '@/domain/account/rules';
import { checkMailRoleOf } from '../model/authRole';

const RESEND_SECONDS = RESET_MAIL_INTERVAL_MS / 1000;

/**
 * /password, the "check your e-mail" screen after Forgot of either role (docs/product.md#account): where the
 * link went, and a resend once a minute. Opened without an address (a reload in a new
 * tab), it offers to ask for a link instead.
 */
export default function Password() {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const { state } = useLocation();
  const email = emailFromState(state);
  const auth = checkMailRoleOf(state);
  const [requestReset] = useRequestResetPasswordMutation();

  const resend = async (): Promise<ResendOutcome> => {
    if (!email) return { ok: false, message: '' };
    const result = await requestReset({ email, type: auth.resetType });
    if (result.data) return { ok: true, message: result.data.message ?? '' };
    return { ok: false, message: graphqlErrorOf(result.error)?.message ?? '' };
  };

  return (
    <>
      <AuthHeader
        icon={<MailIcon />}
        title={tScreens('password.title')}
        description={email ? t('password.intro', { email }) : t('password.introNoEmail')}
      />
      <Stack gap="4" align="stretch" textAlign="center">
        {email ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('password.spam')}
            </Text>
            <ResendButton
              label={t('password.resend')}
              onResend={resend}
              cooldownSeconds={RESEND_SECONDS}
              // Forgot has just sent one: the next may go a minute later.
              initialCooldown={RESEND_SECONDS}
            />
          </>
        ) : (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={auth.forgot}>{t('password.askForLink')}</RouterLink>
          </Button>
        )}
        <Separator />
        <Stack direction="row" justify="center" gap="6" fontSize="sm" wrap="wrap">
          {email && <TextLink to={auth.forgot}>{t('password.otherEmail')}</TextLink>}
          <TextLink to={auth.login}>{t('password.login')}</TextLink>
        </Stack>
      </Stack>
    </>
  );
}
