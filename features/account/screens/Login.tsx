import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/LoginForm';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { useLogin } from '../hooks/useLogin';
import { COMPANY_AUTH } from '../model/authRole';
import { paths } from '@/src/lib/paths';

/** Login (`/login`): the brands' login, with the way to the creators' sign-up. */
export default function Login() {
  const { t } = useTranslation('account');
  const { login, prepare } = useLogin('company');
  return (
    <LoginForm
      auth={COMPANY_AUTH}
      login={login}
      prepare={prepare}
      intro={t('login.intro')}
      signup={{ prompt: t('login.noAccount'), label: t('login.signup') }}
      otherRole={
        <AuthSwitch prompt={t('login.creatorPrompt')}>
          <TextLink to={paths.creator.join}>{t('login.creatorLink')}</TextLink>
        </AuthSwitch>
      }
    />
  );
}
