import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorProfileUpdateMutation } from '../api';
import {
  PROFILE_ERROR_FIELDS,
  profileFormSchema,
  profileFormValues,
  profileVariables,
  type CreatorProfileData,
  type ProfileFormValues,
} from '../schema';
import { FormActions } from './FormActions';
import { ProfileFormFields } from './ProfileFormFields';

interface ProfileEditFormProps {
  profile: CreatorProfileData;
  onDone: () => void;
}

/**
 * The profile's Edit: the onboarding's fields, filled in, saved with CreatorProfileUpdate
 * (which replaces the whole profile; a handle kept unchanged keeps its verification).
 */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation('creatorProfile');
  const dispatch = useAppDispatch();
  const [update] = useCreatorProfileUpdateMutation();
  const today = useMemo(() => new Date(), []);
  const schema = useMemo(() => profileFormSchema(today), [today]);
  // Only when the form opens: a refetch behind it must not wipe what is being typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => profileFormValues(profile), []);

  const onSubmit = async (values: ProfileFormValues) => {
    const result = await update(profileVariables(values, today));
    if (result.error) return submissionErrorsOf(result.error, PROFILE_ERROR_FIELDS);
    dispatch(toastAdded({ type: 'success', messageKey: 'creatorProfile:toast.profileSaved' }));
    onDone();
    return undefined;
  };

  return (
    <ValidatedForm<ProfileFormValues>
      schema={schema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      aria-label={t('profile.editTitle')}
    >
      <ProfileFormFields />
      <FormActions onCancel={onDone} />
    </ValidatedForm>
  );
}
