import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import { graphql } from '@/store/graphql';

// The API's account operations, one by one. Guest operations (no session yet, or a link
// opened from a mail) go to /v1/j/guest; the rest carry the bearer token to /v1/j.

export const COMPANY_CREATE = graphql(`
  mutation CompanyCreate($email: String!, $password: String!) {
    CompanyCreate(email: $email, password: $password) {
      status
      message
    }
  }
`);

export const COMPANY_LOGIN = graphql(`
  mutation CompanyLogin($email: String!, $password: String!) {
    CompanyLogin(email: $email, password: $password) {
      status
      authorization {
        token
        type
        expires_in
      }
    }
  }
`);

export const COMPANY_ONBOARD_POSITION_ONE = graphql(`
  mutation CompanyOnboardPositionOne(
    $company_name: String!
    $first_name: String!
    $last_name: String!
    $phone: String
    $area_code: String
  ) {
    CompanyOnboardPositionOne(
      company_name: $company_name
      first_name: $first_name
      last_name: $last_name
      phone: $phone
      area_code: $area_code
    ) {
      status
      message
    }
  }
`);

export const COMPANY_RESEND_EMAIL_VERIFICATION_CODE = graphql(`
  mutation CompanyResendEmailVerificationCode {
    CompanyResendEmailVerificationCode {
      status
      message
    }
  }
`);

export const COMPANY_EMAIL_VERIFICATION_BY_CODE = graphql(`
  mutation CompanyEmailVerificationByCode($email_validation_code: String!) {
    CompanyEmailVerificationByCode(email_validation_code: $email_validation_code) {
      status
      message
    }
  }
`);

export const REQUEST_RESET_PASSWORD = graphql(`
  mutation RequestResetPassword($email: String!, $type: String) {
    RequestResetPassword(email: $email, type: $type) {
      status
      message
    }
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPasswordMutation(
    $email: String!
    $token: String!
    $password: String!
    $password_confirmation: String!
  ) {
    ResetPasswordMutation(
      email: $email
      token: $token
      password: $password
      password_confirmation: $password_confirmation
    ) {
      status
      message
    }
  }
`);

export const COMPANY_UPDATE_DATA = graphql(`
  mutation CompanyUpdateData(
    $new_email: String
    $privacy: Boolean
    $company_name: String
    $password: String
    $new_password: String
    $confirm_password: String
  ) {
    CompanyUpdateData(
      new_email: $new_email
      privacy: $privacy
      company_name: $company_name
      password: $password
      new_password: $new_password
      confirm_password: $confirm_password
    ) {
      status
      message
    }
  }
`);

export const COMPANY_DELETE = graphql(`
  mutation CompanyDelete {
    CompanyDelete {
      status
      message
    }
  }
`);

export const COMPANY_REQUEST_TO_CHANGE_EMAIL = graphql(`
  mutation CompanyRequestToChangeEmail($email: String!, $new_email: String!, $password: String!) {
    CompanyRequestToChangeEmail(email: $email, new_email: $new_email, password: $password) {
      status
      message
    }
  }
`);

export const COMPANY_UPDATE_EMAIL = graphql(`
  mutation CompanyUpdateEmail($password: String!, $token: String!, $old_email: String!) {
    CompanyUpdateEmail(password: $password, token: $token, old_email: $old_email) {
      status
      authorization {
        token
        type
        expires_in
      }
    }
  }
`);

/**
 * The account modal's own fields, beyond the CompanyData the session feature loads
 * (docs/product.md#account-data): a query of their own keeps the session's to that list.
 */
export const COMPANY_ACCOUNT_SETTINGS = graphql(`
  query CompanyAccountSettings {
    CompanyData {
      id
      email
      company_name
      privacy
    }
  }
`);

// The creator's account operations (docs/product.md#creators-accounts): every endpoint's
// name starts with `creator`, so the session listeners store a token one of them issues
// as a creator's.

export const CREATOR_CREATE = graphql(`
  mutation CreatorCreate($email: String!, $password: String!) {
    CreatorCreate(email: $email, password: $password) {
      status
      message
    }
  }
`);

export const CREATOR_LOGIN = graphql(`
  mutation CreatorLogin($email: String!, $password: String!) {
    CreatorLogin(email: $email, password: $password) {
      status
      authorization {
        token
        type
        expires_in
      }
    }
  }
`);

export const CREATOR_RESEND_EMAIL_VERIFICATION_CODE = graphql(`
  mutation CreatorResendEmailVerificationCode {
    CreatorResendEmailVerificationCode {
      status
      message
    }
  }
`);

export const CREATOR_EMAIL_VERIFICATION_BY_CODE = graphql(`
  mutation CreatorEmailVerificationByCode($email_validation_code: String!) {
    CreatorEmailVerificationByCode(email_validation_code: $email_validation_code) {
      status
      message
    }
  }
`);

export const CREATOR_REQUEST_TO_CHANGE_EMAIL = graphql(`
  mutation CreatorRequestToChangeEmail($email: String!, $new_email: String!, $password: String!) {
    CreatorRequestToChangeEmail(email: $email, new_email: $new_email, password: $password) {
      status
      message
    }
  }
`);

export const CREATOR_UPDATE_EMAIL = graphql(`
  mutation CreatorUpdateEmail($password: String!, $token: String!, $old_email: String!) {
    CreatorUpdateEmail(password: $password, token: $token, old_email: $old_email) {
      status
      authorization {
        token
        type
        expires_in
      }
    }
  }
`);

export const CREATOR_DELETE = graphql(`
  mutation CreatorDelete {
    CreatorDelete {
      status
      message
    }
  }
`);

export const CREATOR_LANGUAGE_UPDATE = graphql(`
  mutation CreatorLanguageUpdate($language: String!) {
    CreatorLanguageUpdate(language: $language) {
      status
      message
    }
  }
`);

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyCreate: build.mutation(graphqlEndpoint(COMPANY_CREATE, { guest: true })),
    companyLogin: build.mutation(graphqlEndpoint(COMPANY_LOGIN, { guest: true })),
    companyOnboardPositionOne: build.mutation({
      ...graphqlEndpoint(COMPANY_ONBOARD_POSITION_ONE),
      // The guards read onboard_position from CompanyData: the refetch moves them on.
      invalidatesTags: ['Account'],
    }),
    companyResendEmailVerificationCode: build.mutation(
      graphqlEndpoint(COMPANY_RESEND_EMAIL_VERIFICATION_CODE),
    ),
    companyEmailVerificationByCode: build.mutation({
      ...graphqlEndpoint(COMPANY_EMAIL_VERIFICATION_BY_CODE),
      invalidatesTags: ['Account'],
    }),
    requestResetPassword: build.mutation(graphqlEndpoint(REQUEST_RESET_PASSWORD, { guest: true })),
    resetPassword: build.mutation(graphqlEndpoint(RESET_PASSWORD, { guest: true })),
    companyUpdateData: build.mutation({
      ...graphqlEndpoint(COMPANY_UPDATE_DATA),
      invalidatesTags: ['Account'],
    }),
    companyDelete: build.mutation(graphqlEndpoint(COMPANY_DELETE)),
    companyRequestToChangeEmail: build.mutation(graphqlEndpoint(COMPANY_REQUEST_TO_CHANGE_EMAIL)),
    companyUpdateEmail: build.mutation(graphqlEndpoint(COMPANY_UPDATE_EMAIL, { guest: true })),
    companyAccountSettings: build.query({
      ...graphqlEndpoint(COMPANY_ACCOUNT_SETTINGS),
      providesTags: ['Account'],
    }),
    creatorCreate: build.mutation(graphqlEndpoint(CREATOR_CREATE, { guest: true })),
    creatorLogin: build.mutation(graphqlEndpoint(CREATOR_LOGIN, { guest: true })),
    creatorResendEmailVerificationCode: build.mutation(
      graphqlEndpoint(CREATOR_RESEND_EMAIL_VERIFICATION_CODE),
    ),
    creatorEmailVerificationByCode: build.mutation({
      ...graphqlEndpoint(CREATOR_EMAIL_VERIFICATION_BY_CODE),
      // The guards read has_verified_email from CreatorData: the refetch moves them on.
      invalidatesTags: ['Account'],
    }),
    creatorRequestToChangeEmail: build.mutation(graphqlEndpoint(CREATOR_REQUEST_TO_CHANGE_EMAIL)),
    creatorUpdateEmail: build.mutation(graphqlEndpoint(CREATOR_UPDATE_EMAIL, { guest: true })),
    creatorDelete: build.mutation(graphqlEndpoint(CREATOR_DELETE)),
    creatorLanguageUpdate: build.mutation(graphqlEndpoint(CREATOR_LANGUAGE_UPDATE)),
  }),
});

export const {
  useCompanyCreateMutation,
  useCompanyLoginMutation,
  useCompanyOnboardPositionOneMutation,
  useCompanyResendEmailVerificationCodeMutation,
  useCompanyEmailVerificationByCodeMutation,
  useRequestResetPasswordMutation,
  useResetPasswordMutation,
  useCompanyUpdateDataMutation,
  useCompanyDeleteMutation,
  useCompanyRequestToChangeEmailMutation,
  useCompanyUpdateEmailMutation,
  useCompanyAccountSettingsQuery,
  useCreatorCreateMutation,
  useCreatorLoginMutation,
  useCreatorResendEmailVerificationCodeMutation,
  useCreatorEmailVerificationByCodeMutation,
  useCreatorRequestToChangeEmailMutation,
  useCreatorUpdateEmailMutation,
  useCreatorDeleteMutation,
} = accountApi;
