import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client
 * (plantry.gen.ts, made by @rtk-query/codegen-openapi from the backend's OpenAPI document).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include' }),
  endpoints: () => ({}),
});
