/**
 * The routes the account screens link to. Features do not import the app shell, so
 * these mirror src/router/paths.ts (a unit test keeps the two equal).
 */
export const accountPaths = {
  login: '/login',
  signup: '/signup',
  forgot: '/forgot',
  password: '/password',
  dashboard: '/',
} as const;

/** What the Forgot screen hands to /password, so it can say where the mail went and resend. */
export interface PasswordScreenState {
  email: string;
}

/** What a finished reset or e-mail change hands to Login: the address to log in with. */
export interface LoginScreenState {
  email?: string;
  /** Shown above the form, e.g. "Your password has been changed, you can log in with it now". */
  notice?: string;
}

export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
