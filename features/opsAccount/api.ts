import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type { OpsLoginMutation } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// The operator's login (docs/product.md#operator-console): guest operations, as the
// company's. Every endpoint's name starts with `ops`, so the session listeners store a
// token OpsTotpVerify issues as an operator's.

export const OPS_LOGIN = graphql(`
  mutation OpsLogin($email: String!, $password: String!) {
    OpsLogin(email: $email, password: $password) {
      step
      ticket
      totp_uri
      totp_secret
    }
  }
`);

export const OPS_TOTP_SETUP = graphql(`
  mutation OpsTotpSetup($ticket: String!, $code: String!) {
    OpsTotpSetup(ticket: $ticket, code: $code) {
      auth {
        status
        authorization {
          token
          type
          expires_in
        }
      }
      recovery_codes
    }
  }
`);

export const OPS_TOTP_VERIFY = graphql(`
  mutation OpsTotpVerify($ticket: String!, $code: String!) {
    OpsTotpVerify(ticket: $ticket, code: $code) {
      status
      authorization {
        token
        type
        expires_in
      }
    }
  }
`);

export const OPS_PASSWORD_SET = graphql(`
  mutation OpsPasswordSet($token: String!, $password: String!) {
    OpsPasswordSet(token: $token, password: $password) {
      status
      message
    }
  }
`);

export const opsAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    opsLogin: build.mutation(graphqlEndpoint(OPS_LOGIN, { guest: true })),
    opsTotpSetup: build.mutation(graphqlEndpoint(OPS_TOTP_SETUP, { guest: true })),
    opsTotpVerify: build.mutation(graphqlEndpoint(OPS_TOTP_VERIFY, { guest: true })),
    opsPasswordSet: build.mutation(graphqlEndpoint(OPS_PASSWORD_SET, { guest: true })),
  }),
});

export const {
  useOpsLoginMutation,
  useOpsTotpSetupMutation,
  useOpsTotpVerifyMutation,
  useOpsPasswordSetMutation,
} = opsAccountApi;

/** The login's answer to e-mail and password: which second step to show. */
export type OpsLoginStep = OpsLoginMutation['OpsLogin'];
