import { t } from '@lingui/core/macro';
import { errorMessage } from '../../api';

/** Whether this browser can use passkeys at all (WebAuthn). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

type BrowserLibrary = typeof import('@simplewebauthn/browser');
type CreationOptions = Parameters<BrowserLibrary['startRegistration']>[0]['optionsJSON'];
type RequestOptions = Parameters<BrowserLibrary['startAuthentication']>[0]['optionsJSON'];

/**
 * The browser's side of a passkey ceremony. @simplewebauthn/browser is imported here only when a
 * person uses a passkey, so it stays out of the visitor's first load (the 200 KB budget).
 */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as CreationOptions });
}

export async function getPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as RequestOptions });
}

/** What to tell the person when a ceremony or its check failed. */
export function passkeyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return t`The passkey request was cancelled or timed out. Please try again.`;
  if (name === 'InvalidStateError') return t`This device already has a passkey for your account.`;
  if (error instanceof Error) return error.message || t`Your browser could not use a passkey.`;
  return errorMessage(error);
}
