import { useTranslation } from 'react-i18next';
import { useCreatorLoginMutation } from '../api';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { CREATOR_AUTH } from '../model/authRole';
import { paths } from '@/src/lib/paths';
import { LoginForm } from './Login';

/**
 * The creators' login (`/creator/login`): CreatorLogin, with the same errors and lockouts
 * as the brands' (docs/product.md#login-throttling), and the way to the brands' login.
 */
export default function CreatorLogin() {
  const { t } = useTranslation('account');
  const [login] = useCreatorLoginMutation();
  return (
    <LoginForm
      auth={CREATOR_AUTH}
      login={login}
      intro={t('creator.login.intro')}
      signup={{ prompt: t('login.noAccount'), label: t('creator.login.join') }}
      otherRole={
        <AuthSwitch prompt={t('creator.brandPrompt')}>
          <TextLink to={paths.login}>{t('creator.login.brandLink')}</TextLink>
        </AuthSwitch>
      }
    />
  );
}
