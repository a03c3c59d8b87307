import { useCallback } from 'react';
import { useAppDispatch } from '@/store/hooks';

/**
 * The account's operations, with the API: a login page loads them with the form's first
 * edit (or its submit), not with the page, which a visitor meets first (store/apiHost.ts).
 */
const loadAccountApi = () => import('../api');

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A role's login mutation (CompanyLogin or CreatorLogin; sign-up's create too): resolves
 * with its error, if any.
 */
export type LoginTrigger = (credentials: Credentials) => PromiseLike<{ error?: unknown }>;

/**
 * A login form's mutation, and `prepare` to start loading it ahead of the submit. Its
 * result leaves the store once read: the credentials it was asked with stay nowhere.
 */
export function useLogin(role: 'company' | 'creator'): {
  login: LoginTrigger;
  prepare: () => void;
} {
  const dispatch = useAppDispatch();
  const login = useCallback(
    async (credentials: Credentials) => {
      const { accountApi } = await loadAccountApi();
      const { companyLogin, creatorLogin } = accountApi.endpoints;
      const request = dispatch(
        role === 'creator'
          ? creatorLogin.initiate(credentials)
          : companyLogin.initiate(credentials),
      );
      try {
        return await request;
      } finally {
        request.reset();
      }
    },
    [dispatch, role],
  );
  return { login, prepare: () => void loadAccountApi() };
}
