/** What the set-password page hands the login: the address, and the news to show. */
export interface OpsLoginScreenState {
  email?: string;
  notice?: string;
}
