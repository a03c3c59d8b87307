import { Alert, Button, Dialog, List } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import type { LoginScreenState } from '@/domain/account/rules';
import { loggedOut } from '@/src/entities/session/sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { errorCodeOf, graphqlErrorOf, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { AppDialog } from '@/src/ui/AppDialog';
import { TrashIcon } from '@/src/ui/appIcons';

interface Values {
  confirmation?: string;
}

/**
 * Why the server refused the deletion (docs/product.md#account-data): its translated
 * `extensions.reasons`, or null for any other failure.
 */
function refusalReasonsOf(error: unknown): string[] | null {
  if (errorCodeOf(error) !== 'DELETION_REFUSED') return null;
  const reasons = graphqlErrorOf(error)?.extensions?.reasons;
  if (!Array.isArray(reasons)) return null;
  return reasons.filter((reason): reason is string => typeof reason === 'string');
}

/**
 * Deletes the account (CompanyDelete or CreatorDelete) after a confirmation step: a dialog in which the
 * user types his e-mail, so a stray click cannot do it. The server ends every session;
 * here the session ends too, and the app goes to Login, which says the account is deleted
 * above its form (not in a toast, whose few seconds a slow load of Login could use up).
 * While business is under way the server refuses, and the dialog lists what must happen
 * first.
 */
export function DeleteAccount({
  email,
  loginPath,
  deleteAccount,
}: {
  email: string;
  /** The role's Login. */
  loginPath: string;
  /** The role's deletion (CompanyDelete or CreatorDelete), as its RTK trigger. */
  deleteAccount: () => PromiseLike<
    { data: { message?: string | null }; error?: undefined } | { data?: undefined; error: unknown }
  >;
}) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const schema = useMemo(
    () =>
      object({
        confirmation: string()
          .trim()
          .required('account:settings.delete.mismatch')
          .test('same-email', 'account:settings.delete.mismatch', (value) =>
            Boolean(value && value.toLowerCase() === email.toLowerCase()),
          ),
      }),
    [email],
  );

  const onSubmit = async () => {
    setRefusal(null);
    const result = await deleteAccount();
    if (!result.data) {
      const reasons = refusalReasonsOf(result.error);
      if (reasons) {
        setRefusal(reasons);
        return undefined;
      }
      return submissionErrorsOf(result.error, []);
    }
    dispatch(loggedOut());
    // Replaces the session listeners' own move to Login, adding the notice.
    const state: LoginScreenState = { notice: result.data.message ?? undefined };
    void navigate(loginPath, { replace: true, state });
    return undefined;
  };

  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        <TrashIcon />
        {t('settings.delete.open')}
      </Button>
      <AppDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setRefusal(null);
        }}
        title={t('settings.delete.dialogTitle')}
        closeLabel={t('settings.delete.cancel')}
        layout="confirm"
      >
        <Dialog.Body>
          <Dialog.Description mb="5" color="fg.muted">
            {t('settings.delete.dialogBody', { email })}
          </Dialog.Description>
          {refusal && (
            <Alert.Root status="warning" variant="subtle" rounded="lg" mb="5" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('settings.delete.refused')}</Alert.Title>
                <Alert.Description>
                  <List.Root ps="4">
                    {refusal.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <ValidatedForm<Values> schema={schema} onSubmit={onSubmit}>
            <TextField
              name="confirmation"
              type="email"
              label={t('settings.delete.confirmLabel')}
              placeholder={email}
              autoComplete="off"
              autoFocus
            />
            <FormError />
            <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('settings.delete.cancel')}</Button>
              </Dialog.ActionTrigger>
              <SubmitButton colorPalette="red" size="md">
                {t('settings.delete.confirm')}
              </SubmitButton>
            </Dialog.Footer>
          </ValidatedForm>
        </Dialog.Body>
      </AppDialog>
    </>
  );
}
