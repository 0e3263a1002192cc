import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Alert } from 'antd';
import './ProviderSignIn.css';
import { useSearchParams } from 'react-router';

/** Why a sign-in with a provider came back without signing in (the callback's `signInError` code). */
const MESSAGES: Record<string, MessageDescriptor> = {
  expired: msg`That sign-in took too long or was already used. Please try again.`,
  denied: msg`The sign-in was cancelled at the provider.`,
  unreachable: msg`The sign-in provider cannot be reached right now. Please try again later, or sign in with your password.`,
  'unverified-email': msg`Your provider has not verified your email address, so it cannot sign you in here. Verify it with the provider, or register with your email.`,
  'unusable-email': msg`The email address your provider gave cannot be used here. Please register with your email instead.`,
  'pending-account': msg`An account with this email is waiting for its activation. Follow the link we emailed you, then sign in with the provider.`,
  refused: msg`This account cannot sign in at the moment: it is suspended.`,
};
const FALLBACK = msg`Signing in with the provider did not work. Please try again.`;

/** The reason a provider's sign-in failed, above the sign-in forms, when the page was sent back with one. */
export function SignInError() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('signInError');
  if (!code) return null;
  return (
    <Alert className="sign-in-error" type="error" showIcon title={t`Sign in failed`} description={i18n._(MESSAGES[code] ?? FALLBACK)} />
  );
}
