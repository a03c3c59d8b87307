import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useCompanyUpdateEmailMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { MailIcon } from '@/src/ui/appIcons';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { COMPANY_AUTH, type AuthRole } from '../model/authRole';
import {
  updateEmailLinkSchema,
  updateEmailSchema,
  type UpdateEmailValues,
} from '@/domain/account/schema';

const FIELDS = ['password'] as const;

/** A role's e-mail change confirmation (CompanyUpdateEmail or CreatorUpdateEmail). */
export type UpdateEmailTrigger = (args: {
  password: string;
  token: string;
  old_email: string;
}) => PromiseLike<{ error?: unknown }>;

interface UpdateEmailFormProps {
  auth: AuthRole;
  updateEmail: UpdateEmailTrigger;
  /** The link back to the role's home, for a link that cannot be confirmed. */
  homeLabel: string;
}

/**
 * /update/:token?email=<old e-mail> (a creator's: /creator/change-email/:token?email=…),
 * opened from the mail sent to the new address (logged in or out). With the account's
 * password the new e-mail becomes the login; the server ends every session and answers
 * with a new one, which becomes this browser's session.
 */
export function UpdateEmailForm({ auth, updateEmail, homeLabel }: UpdateEmailFormProps) {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const { t: tValidation } = useTranslation('validation');
  const { t: tCommon } = useTranslation();
  const { token = '' } = useParams();
  const oldEmail = useSearchParams()[0].get('email') ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const wasLoggedIn = useAppSelector(selectIsAuthenticated);

  const onSubmit = async (values: UpdateEmailValues) => {
    const result = await updateEmail({ password: values.password, token, old_email: oldEmail });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    // The session listeners have stored the token in the mutation's result.
    // A browser logged in (as a rule, to this very account) gets the server's real-time
    // notice of the change; one that was not (the link is often opened elsewhere) would
    // hear nothing, so it is told here.
    if (!wasLoggedIn) {
      dispatch(toastAdded({ messageKey: 'account:updateEmail.done', type: 'success' }));
    }
    void navigate(auth.home, { replace: true });
    return undefined;
  };

  // A link cut short or mangled by the mail client cannot be confirmed: a form would only
  // fail on submit, so the page says what to do and offers the way back instead.
  if (!updateEmailLinkSchema.isValidSync({ token, old_email: oldEmail })) {
    return (
      <>
        <AuthHeader icon={<MailIcon />} title={tScreens('updateEmail.title')} />
        <Alert.Root status="error" variant="subtle" rounded="lg" mb="5">
          <Alert.Indicator />
          <Alert.Description>{tValidation('linkInvalid')}</Alert.Description>
        </Alert.Root>
        <Button asChild colorPalette="brand" w="full">
          <RouterLink to={wasLoggedIn ? auth.home : auth.login}>
            {wasLoggedIn ? homeLabel : tCommon('actions.goToLogin')}
          </RouterLink>
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeader
        icon={<MailIcon />}
        title={tScreens('updateEmail.title')}
        description={t('updateEmail.intro', { email: oldEmail })}
      />
      <ValidatedForm<UpdateEmailValues>
        schema={updateEmailSchema}
        onSubmit={onSubmit}
        // Token and old e-mail come from the link; the schema checks them like the API.
        initialValues={{ token, old_email: oldEmail }}
      >
        <input type="hidden" name="username" autoComplete="username" value={oldEmail} />
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus
        />
        <FormError />
        <SubmitButton>{t('updateEmail.submit')}</SubmitButton>
      </ValidatedForm>
    </>
  );
}

export default function UpdateEmail() {
  const { t } = useTranslation();
  const [updateEmail] = useCompanyUpdateEmailMutation();
  return (
    <UpdateEmailForm
      auth={COMPANY_AUTH}
      updateEmail={updateEmail}
      homeLabel={t('actions.goToDashboard')}
    />
  );
}
