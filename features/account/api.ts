import { baseApi } from '@/store/baseApi';
import type {
  CompanyAccountSettingsQuery,
  CompanyCreateMutation,
  CompanyCreateMutationVariables,
  CompanyDeleteMutation,
  CompanyEmailVerificationByCodeMutation,
  CompanyEmailVerificationByCodeMutationVariables,
  CompanyLoginMutation,
  CompanyLoginMutationVariables,
  CompanyOnboardPositionOneMutation,
  CompanyOnboardPositionOneMutationVariables,
  CompanyRequestToChangeEmailMutation,
  CompanyRequestToChangeEmailMutationVariables,
  CompanyResendEmailVerificationCodeMutation,
  CompanyUpdateDataMutation,
  CompanyUpdateDataMutationVariables,
  CompanyUpdateEmailMutation,
  CompanyUpdateEmailMutationVariables,
  RequestResetPasswordMutation,
  RequestResetPasswordMutationVariables,
  ResetPasswordMutationMutation,
  ResetPasswordMutationMutationVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// spec.md section 7, operation by operation. Guest operations (no session yet, or a link
// opened from a mail) go to /v1/j/guest; the rest carry the bearer token to /v1/j.

const COMPANY_CREATE = graphql(`
  mutation CompanyCreate($email: String!, $password: String!) {
    CompanyCreate(email: $email, password: $password) {
      status
      message
    }
  }
`);

const COMPANY_LOGIN = graphql(`
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

const COMPANY_ONBOARD_POSITION_ONE = graphql(`
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

const COMPANY_RESEND_EMAIL_VERIFICATION_CODE = graphql(`
  mutation CompanyResendEmailVerificationCode {
    CompanyResendEmailVerificationCode {
      status
      message
    }
  }
`);

const COMPANY_EMAIL_VERIFICATION_BY_CODE = graphql(`
  mutation CompanyEmailVerificationByCode($email_validation_code: String!) {
    CompanyEmailVerificationByCode(email_validation_code: $email_validation_code) {
      status
      message
    }
  }
`);

const REQUEST_RESET_PASSWORD = graphql(`
  mutation RequestResetPassword($email: String!, $type: String) {
    RequestResetPassword(email: $email, type: $type) {
      status
      message
    }
  }
`);

const RESET_PASSWORD = graphql(`
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

const COMPANY_UPDATE_DATA = graphql(`
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

const COMPANY_DELETE = graphql(`
  mutation CompanyDelete {
    CompanyDelete {
      status
      message
    }
  }
`);

const COMPANY_REQUEST_TO_CHANGE_EMAIL = graphql(`
  mutation CompanyRequestToChangeEmail($email: String!, $new_email: String!, $password: String!) {
    CompanyRequestToChangeEmail(email: $email, new_email: $new_email, password: $password) {
      status
      message
    }
  }
`);

const COMPANY_UPDATE_EMAIL = graphql(`
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
 * The account modal's own fields, beyond spec.md section 3's CompanyData (which the
 * session feature loads): kept in a query of their own so the session's stays the spec's.
 */
const COMPANY_ACCOUNT_SETTINGS = graphql(`
  query CompanyAccountSettings {
    CompanyData {
      id
      email
      company_name
      privacy
    }
  }
`);

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyCreate: build.mutation<
      CompanyCreateMutation['CompanyCreate'],
      CompanyCreateMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_CREATE, variables, guest: true }),
      transformResponse: (response: CompanyCreateMutation) => response.CompanyCreate,
    }),
    companyLogin: build.mutation<
      CompanyLoginMutation['CompanyLogin'],
      CompanyLoginMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_LOGIN, variables, guest: true }),
      transformResponse: (response: CompanyLoginMutation) => response.CompanyLogin,
    }),
    companyOnboardPositionOne: build.mutation<
      CompanyOnboardPositionOneMutation['CompanyOnboardPositionOne'],
      CompanyOnboardPositionOneMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_ONBOARD_POSITION_ONE, variables }),
      transformResponse: (response: CompanyOnboardPositionOneMutation) =>
        response.CompanyOnboardPositionOne,
      // The guards read onboard_position from CompanyData: the refetch moves them on.
      invalidatesTags: ['Account'],
    }),
    companyResendEmailVerificationCode: build.mutation<
      CompanyResendEmailVerificationCodeMutation['CompanyResendEmailVerificationCode'],
      void
    >({
      query: () => ({ document: COMPANY_RESEND_EMAIL_VERIFICATION_CODE }),
      transformResponse: (response: CompanyResendEmailVerificationCodeMutation) =>
        response.CompanyResendEmailVerificationCode,
    }),
    companyEmailVerificationByCode: build.mutation<
      CompanyEmailVerificationByCodeMutation['CompanyEmailVerificationByCode'],
      CompanyEmailVerificationByCodeMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_EMAIL_VERIFICATION_BY_CODE, variables }),
      transformResponse: (response: CompanyEmailVerificationByCodeMutation) =>
        response.CompanyEmailVerificationByCode,
      invalidatesTags: ['Account'],
    }),
    requestResetPassword: build.mutation<
      RequestResetPasswordMutation['RequestResetPassword'],
      RequestResetPasswordMutationVariables
    >({
      query: (variables) => ({ document: REQUEST_RESET_PASSWORD, variables, guest: true }),
      transformResponse: (response: RequestResetPasswordMutation) => response.RequestResetPassword,
    }),
    resetPassword: build.mutation<
      ResetPasswordMutationMutation['ResetPasswordMutation'],
      ResetPasswordMutationMutationVariables
    >({
      query: (variables) => ({ document: RESET_PASSWORD, variables, guest: true }),
      transformResponse: (response: ResetPasswordMutationMutation) =>
        response.ResetPasswordMutation,
    }),
    companyUpdateData: build.mutation<
      CompanyUpdateDataMutation['CompanyUpdateData'],
      CompanyUpdateDataMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_UPDATE_DATA, variables }),
      transformResponse: (response: CompanyUpdateDataMutation) => response.CompanyUpdateData,
      invalidatesTags: ['Account'],
    }),
    companyDelete: build.mutation<CompanyDeleteMutation['CompanyDelete'], void>({
      query: () => ({ document: COMPANY_DELETE }),
      transformResponse: (response: CompanyDeleteMutation) => response.CompanyDelete,
    }),
    companyRequestToChangeEmail: build.mutation<
      CompanyRequestToChangeEmailMutation['CompanyRequestToChangeEmail'],
      CompanyRequestToChangeEmailMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_REQUEST_TO_CHANGE_EMAIL, variables }),
      transformResponse: (response: CompanyRequestToChangeEmailMutation) =>
        response.CompanyRequestToChangeEmail,
    }),
    companyUpdateEmail: build.mutation<
      CompanyUpdateEmailMutation['CompanyUpdateEmail'],
      CompanyUpdateEmailMutationVariables
    >({
      query: (variables) => ({ document: COMPANY_UPDATE_EMAIL, variables, guest: true }),
      transformResponse: (response: CompanyUpdateEmailMutation) => response.CompanyUpdateEmail,
    }),
    companyAccountSettings: build.query<CompanyAccountSettingsQuery['CompanyData'], void>({
      query: () => ({ document: COMPANY_ACCOUNT_SETTINGS }),
      transformResponse: (response: CompanyAccountSettingsQuery) => response.CompanyData,
      providesTags: ['Account'],
    }),
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
} = accountApi;
