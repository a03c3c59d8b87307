import { Heading, Spinner, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { sessionApi, selectAccount } from '@/src/entities/session/api';
import { impersonated, selectToken } from '@/src/entities/session/sessionSlice';

/** Where an impersonated session starts: the dashboard, whose guard routes on. */
const AFTER_IMPERSONATION = paths.dashboard;

/**
 * /account/impersonate/:token stores the token as the session; the session listener
 * reloads the account 500 ms later. Once that account is here (or its load failed for
 * a reason the company guard can offer a retry for) it goes on to the dashboard. A 401
 * clears the session, and the session listeners then send the user to Login.
 */
export default function Impersonation() {
  const { t } = useTranslation('screens');
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sessionToken = useAppSelector(selectToken);
  const account = useAppSelector(selectAccount);
  const { isError } = sessionApi.endpoints.companyData.useQueryState();

  useEffect(() => {
    if (token) dispatch(impersonated({ token }));
  }, [dispatch, token]);

  const settled = token !== '' && sessionToken === token && (account !== null || isError);
  useEffect(() => {
    if (settled) void navigate(AFTER_IMPERSONATION, { replace: true });
  }, [settled, navigate]);

  return (
    <Stack align="center" gap="5" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Heading as="h1" size="lg">
        {t('impersonation.title')}
      </Heading>
    </Stack>
  );
}
