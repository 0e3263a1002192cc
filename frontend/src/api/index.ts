/**
 * The app's only door to the API: generated hooks and types, plus the cache behaviour, declared
 * here by endpoint name so that the generated file can be regenerated at any time.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { plantryApi as generatedApi, type UserDto } from './plantry.gen';

export * from './plantry.gen';
export { errorMessage, errorStatus } from './errors';

type Dispatch = BaseQueryApi['dispatch'];

/** Makes `user` the answer of GET /api/auth/user, i.e. the signed-in user everywhere. */
function storeCurrentUser(dispatch: Dispatch, user: UserDto): void {
  void dispatch(generatedApi.util.upsertQueryData('getCurrentUser', undefined, user));
}

/** For calls that answer the signed-in user (sign-in, profile save, role upgrade). */
async function storeAnsweredUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: UserDto }> },
) {
  try {
    storeCurrentUser(dispatch, (await queryFulfilled).data);
  } catch {
    // The failure is the caller's to report; the cached user stays as it was.
  }
}

export const plantryApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser', 'Captcha'],
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'] },
    updateCurrentUser: { onQueryStarted: storeAnsweredUser },
    upgradeRole: { onQueryStarted: storeAnsweredUser },
    // A signed-in user: stored at once, then asked for again (SPEC.md section 4).
    login: {
      onQueryStarted: storeAnsweredUser,
      invalidatesTags: (user) => (user ? ['CurrentUser'] : []),
    },
    // Following the emailed link signs the user in.
    verifyEmail: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          storeCurrentUser(dispatch, (await queryFulfilled).data.user);
        } catch {
          // The page shows 'Verification Failed'.
        }
      },
    },
    // Each question is answered once: a fresh one for every form shown and after every attempt,
    // successful or not.
    getCaptcha: { providesTags: ['Captcha'], keepUnusedDataFor: 0 },
    register: { invalidatesTags: ['Captcha'] },
  },
});
