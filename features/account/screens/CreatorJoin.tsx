import { useTranslation } from 'react-i18next';
import { useCreatorCreateMutation, useCreatorLoginMutation } from '../api';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { CREATOR_AUTH } from '../model/authRole';
import { paths } from '@/src/lib/paths';
import { SignupForm } from './Signup';

/**
 * Join (`/creator/join`): a creator's account, with the same e-mail and password rules as
 * a brand's (CreatorCreate, then CreatorLogin); the guards then take it to Verify.
 */
export default function CreatorJoin() {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const [create] = useCreatorCreateMutation();
  const [login] = useCreatorLoginMutation();
  return (
    <SignupForm
      auth={CREATOR_AUTH}
      create={create}
      login={login}
      title={tScreens('creatorJoin.title')}
      intro={t('creator.join.intro')}
      submit={t('creator.join.submit')}
      otherRole={
        <AuthSwitch prompt={t('creator.brandPrompt')}>
          <TextLink to={paths.signup}>{t('creator.join.brandLink')}</TextLink>
        </AuthSwitch>
      }
    />
  );
}
