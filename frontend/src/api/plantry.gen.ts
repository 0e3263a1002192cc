import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/api/auth/user` }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: "POST" }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as plantryApi };
export type GetHealthApiResponse =
  /** status 200 Every service answers */ HealthDto;
export type GetHealthApiArg = void;
export type GetCurrentUserApiResponse =
  /** status 200 The signed-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
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
export const { useGetHealthQuery, useGetCurrentUserQuery, useLogoutMutation } =
  injectedRtkApi;
