import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { plantryApi, useGetCurrentUserQuery, type UserDto } from '../../api';

export interface CurrentUser {
  /** The signed-in user, or null for a visitor. */
  user: UserDto | null;
  /** True until the first answer arrives (again after sign-out, which drops the cache). */
  isLoading: boolean;
}

interface UserQueryResult {
  data?: UserDto;
  error?: FetchBaseQueryError | SerializedError;
}

/**
 * GET /api/auth/user answers 401 to a visitor: that means "nobody is signed in", not a failure.
 * Any other failure keeps the last known answer (a visitor when there is none), so a network
 * blip does not sign anyone out.
 */
function toCurrentUser({ data, error }: UserQueryResult): CurrentUser {
  const unauthorized = error !== undefined && 'status' in error && error.status === 401;
  return {
    user: unauthorized ? null : (data ?? null),
    isLoading: data === undefined && error === undefined,
  };
}

/**
 * Fetches who is signed in and keeps it fresh: refetched whenever the window regains focus, so a
 * session that ended elsewhere shows at once (SPEC.md section 7). Used once, at the app's root.
 */
export function useCurrentUserSubscription(): CurrentUser {
  return toCurrentUser(useGetCurrentUserQuery(undefined, { refetchOnFocus: true }));
}

/** Who is signed in, read from the cache without starting requests of its own. */
export function useCurrentUser(): CurrentUser {
  return toCurrentUser(plantryApi.endpoints.getCurrentUser.useQueryState(undefined));
}

/** The signed-in user, for pages behind SignedInOnly (which never render without one). */
export function useSignedInUser(): UserDto {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser is only for pages behind SignedInOnly');
  return user;
}
