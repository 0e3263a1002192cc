import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { plantryApi, useLogoutMutation } from '../../api';
import { useAppDispatch } from '../../app/store';
import { clearAccountCaches } from '../../pwa/offlineCaches';

/**
 * Signs out: asks the server to end the session, then drops every cached answer (the current
 * user included, and what the service worker kept for reading offline) and goes home. The local part happens even when the call fails (SPEC.md
 * section 4), so the screen never keeps showing a signed-in user after "Log out".
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout request failed; signing out locally', error);
    }
    // What the service worker kept of this account goes too (docs/decisions/frontend.md, 'Offline').
    await clearAccountCaches().catch(() => undefined);
    dispatch(plantryApi.util.resetApiState());
    await navigate('/');
  }, [logout, dispatch, navigate]);
}
