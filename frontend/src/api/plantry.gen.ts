import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    updateCurrentUser: build.mutation<
      UpdateCurrentUserApiResponse,
      UpdateCurrentUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/user`,
        method: "PATCH",
        body: queryArg.updateProfileDto,
      }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/api/auth/user` }),
    }),
    upgradeRole: build.mutation<UpgradeRoleApiResponse, UpgradeRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/profile/role`,
        method: "PATCH",
        body: queryArg.upgradeRoleDto,
      }),
    }),
    getCaptcha: build.query<GetCaptchaApiResponse, GetCaptchaApiArg>({
      query: () => ({ url: `/api/captcha` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/register`,
        method: "POST",
        body: queryArg.registerDto,
      }),
    }),
    verifyEmail: build.query<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({ url: `/api/verify-email/${queryArg.token}` }),
    }),
    resendVerification: build.mutation<
      ResendVerificationApiResponse,
      ResendVerificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/resend-verification`,
        method: "POST",
        body: queryArg.emailDto,
      }),
    }),
    forgotPassword: build.mutation<
      ForgotPasswordApiResponse,
      ForgotPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forgot-password`,
        method: "POST",
        body: queryArg.emailDto,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reset-password`,
        method: "POST",
        body: queryArg.resetPasswordDto,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        method: "POST",
        body: queryArg.loginDto,
      }),
    }),
    loginEntry: build.query<LoginEntryApiResponse, LoginEntryApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        params: {
          returnTo: queryArg.returnTo,
        },
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: "POST" }),
    }),
    sendContactMessage: build.mutation<
      SendContactMessageApiResponse,
      SendContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/contact`,
        method: "POST",
        body: queryArg.contactMessageDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as plantryApi };
export type GetHealthApiResponse =
  /** status 200 Every service answers */ HealthDto;
export type GetHealthApiArg = void;
export type UpdateCurrentUserApiResponse = /** status 200  */ UserDto;
export type UpdateCurrentUserApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type GetCurrentUserApiResponse =
  /** status 200 The signed-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type UpgradeRoleApiResponse = /** status 200  */ UserDto;
export type UpgradeRoleApiArg = {
  upgradeRoleDto: UpgradeRoleDto;
};
export type GetCaptchaApiResponse = /** status 200  */ CaptchaDto;
export type GetCaptchaApiArg = void;
export type RegisterApiResponse = /** status 201  */ MessageDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type VerifyEmailApiResponse = /** status 200  */ VerifyEmailResultDto;
export type VerifyEmailApiArg = {
  token: string;
};
export type ResendVerificationApiResponse = /** status 200  */ MessageDto;
export type ResendVerificationApiArg = {
  emailDto: EmailDto;
};
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = {
  emailDto: EmailDto;
};
export type ResetPasswordApiResponse = /** status 200  */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type LoginApiResponse = /** status 200  */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LoginEntryApiResponse = unknown;
export type LoginEntryApiArg = {
  /** A path on this site to return to */
  returnTo?: string;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type SendContactMessageApiResponse = /** status 201  */ MessageDto;
export type SendContactMessageApiArg = {
  contactMessageDto: ContactMessageDto;
};
export type HealthDto = {
  /** 'ok' when every service answers, else 'error'. */
  status: "error" | "ok";
  /** MariaDB */
  db: "up" | "down";
  /** Redis */
  redis: "up" | "down";
};
export type Role = "registered" | "home_cook" | "admin";
export type UserDto = {
  role: Role;
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  emailVerified: boolean;
  createdAt: string;
};
export type ErrorDto = {
  /** What went wrong, in words a person understands (a list for field validation errors). */
  message: string | string[];
  /** The HTTP status code. */
  statusCode: number;
  /** The status text, e.g. 'Bad Request'. */
  error: string;
};
export type UpdateProfileDto = {
  firstName: string;
  lastName: string;
};
export type UpgradeRoleDto = {
  /** The only self-service change: a registered member becomes a home cook. */
  role: "home_cook";
};
export type CaptchaDto = {
  /** e.g. 'What is 7 + 5?' */
  question: string;
};
export type MessageDto = {
  message: string;
};
export type RegisterDto = {
  password: string;
  firstName: string;
  lastName: string;
  /** The answer to the question of GET /api/captcha. */
  captcha: number;
  email: string;
};
export type VerifyEmailResultDto = {
  /** The verified user, now signed in. */
  user: UserDto;
  message: string;
};
export type EmailDto = {
  email: string;
};
export type ResetPasswordDto = {
  /** The token from the link in the reset email. */
  token: string;
  password: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type ContactMessageDto = {
  name: string;
  email: string;
  subject: string;
  message: string;
};
export const {
  useGetHealthQuery,
  useUpdateCurrentUserMutation,
  useGetCurrentUserQuery,
  useUpgradeRoleMutation,
  useGetCaptchaQuery,
  useRegisterMutation,
  useVerifyEmailQuery,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLoginMutation,
  useLoginEntryQuery,
  useLogoutMutation,
  useSendContactMessageMutation,
} = injectedRtkApi;
