import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { plantryApi } from '../api';

export function makeStore() {
  return configureStore({
    reducer: { [plantryApi.reducerPath]: plantryApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(plantryApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
