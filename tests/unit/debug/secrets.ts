/**
 * Recognisable secret values for the debug tests: a test proves redaction by searching
 * the output for each of them.
 */
export const SECRETS = {
  token: 'tok-3f9c2b7e-session',
  // A JSON Web Token under an innocent key is caught by its shape.
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXNlY3JldA',
  password: 'Hunter2-Password-Secret',
  newPassword: 'NewPassword-Secret-77',
  code: '604913',
  cardNumber: '4242424242424242',
  cvc: '737',
} as const;

export const SECRET_VALUES: readonly string[] = Object.values(SECRETS);

/** The secrets found in a piece of output (none, when redaction works). */
export function leakedSecrets(output: unknown): string[] {
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  return SECRET_VALUES.filter((secret) => text.includes(secret));
}
