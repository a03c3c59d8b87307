import { Flex, Stack } from '@chakra-ui/react';
import type { FormApi } from 'final-form';
import { INVITABLE_ROLES } from '@/domain/teams/roles';
import { teamInviteSchema, type TeamInviteValues } from '@/domain/teams/schema';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { SelectField } from '@/src/ui/forms/SelectField';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import { useTeamInviteMutation } from '../api';
import { useTeamTexts } from '../hooks/useTeamTexts';

const FIELDS = ['email', 'role'] as const;
const INITIAL: Partial<TeamInviteValues> = { role: 'member' };

/** E-mail and role: mails a 7-day link; the server's refusals show under the field. */
export function InviteForm() {
  const { t, roleName } = useTeamTexts();
  const dispatch = useAppDispatch();
  const [invite] = useTeamInviteMutation();
  const options = INVITABLE_ROLES.map((role) => ({ value: role, label: roleName(role) }));

  const onSubmit = async (values: TeamInviteValues, form: FormApi<TeamInviteValues>) => {
    const email = values.email.trim();
    const result = await invite({ email, role: values.role });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    dispatch(
      toastAdded({
        messageKey: 'teams:invitations.sent',
        messageValues: { email },
        type: 'success',
      }),
    );
    form.restart(INITIAL);
    return undefined;
  };

  return (
    <ValidatedForm<TeamInviteValues>
      schema={teamInviteSchema}
      onSubmit={onSubmit}
      initialValues={INITIAL}
      aria-label={t('invitations.formLabel')}
    >
      <Stack gap="4" layerStyle="panel" rounded="xl" p="4">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
          <Stack flex="2">
            <TextField
              name="email"
              type="email"
              label={t('invitations.email')}
              placeholder={t('invitations.emailPlaceholder')}
              autoComplete="off"
            />
          </Stack>
          <Stack flex="1">
            <SelectField name="role" label={t('invitations.role')} options={options} />
          </Stack>
        </Flex>
        <FormError />
        <Flex justify={{ md: 'flex-end' }}>
          <SubmitButton w={{ base: 'full', md: 'auto' }}>{t('invitations.submit')}</SubmitButton>
        </Flex>
      </Stack>
    </ValidatedForm>
  );
}
