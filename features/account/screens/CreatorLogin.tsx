import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/LoginForm';
import { useLogin } from '../hooks/useLogin';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { CREATOR_AUTH } from '../model/authRole';
import { paths } from '@/src/lib/paths';

/**
 * The creators' login (`/creator/login`): CreatorLogin, with the same errors and lockouts
 * as the brands' (docs/product.md#login-throttling), and the way to the brands' login.
 */
export default function CreatorLogin() {
  const { t } = useTranslation('account');
  const { login, prepare } = useLogin('creator');
  return (
    <LoginForm
      auth={CREATOR_AUTH}
      login={login}
      prepare={prepare}
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
