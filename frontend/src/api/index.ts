/**
 * The app's only door to the API: generated hooks and types, plus the cache tags, declared here
 * by id so that the generated file can be regenerated at any time.
 */
import { plantryApi as generatedApi } from './plantry.gen';

export * from './plantry.gen';

export const plantryApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser'],
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'] },
  },
});
