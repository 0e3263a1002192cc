import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** What a sign-in at the provider must be answered with: checked when it comes back. */
export interface ProviderChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** The provider's word on who signed in (from its signed ID token). */
export interface ProviderClaims {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

/** The provider answered with an error, or its answer did not check out. */
export class ProviderSignInError extends Error {}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/**
 * This site as a client of the configured OpenID Connect provider, through openid-client (the
 * certified relying party library): discovery (kept once it succeeds), the authorization code
 * flow with PKCE, state and nonce, and the ID token's checks (signature, issuer, audience, expiry).
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);
  private discovered?: Promise<oidc.Configuration>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get settings(): AppConfig['oidc'] {
    return this.config.oidc;
  }

  private get callbackUrl(): string {
    return `${this.config.publicUrl}/api/auth/oidc/callback`;
  }

  private configuration(): Promise<oidc.Configuration> {
    const settings = this.config.oidc!;
    this.discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // An http issuer is refused in production by the settings' check; tests run a local one.
        execute: settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        this.logger.warn(`The sign-in provider's discovery failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new ProviderSignInError('unreachable');
      });
    return this.discovered;
  }

  /** Where to send the browser, and the checks its answer must pass. */
  async start(): Promise<{ url: string; checks: ProviderChecks }> {
    const config = await this.configuration();
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url: url.href, checks };
  }

  /** The provider's UserInfo for the ID token's subject (openid-client checks that it is the same). */
  private async userInfo(config: oidc.Configuration, accessToken: string, subject: string): Promise<oidc.UserInfoResponse> {
    try {
      return await oidc.fetchUserInfo(config, accessToken, subject);
    } catch (error) {
      this.logger.warn(`The provider's UserInfo failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ProviderSignInError('failed');
    }
  }

  /** The provider's answer at the callback (its query string), checked and exchanged for the ID token's claims. */
  async finish(query: string, checks: ProviderChecks): Promise<ProviderClaims> {
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.callbackUrl}${query}`), {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const denied = error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied';
      if (!denied) this.logger.warn(`A sign-in at the provider failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new ProviderSignInError(denied ? 'denied' : 'failed');
    }
    const idToken = tokens.claims()!;
    // Providers that follow the standard strictly put the address in the UserInfo answer only.
    const claims =
      idToken.email === undefined ? { ...idToken, ...(await this.userInfo(config, tokens.access_token, idToken.sub)) } : idToken;
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      email: text(claims.email, 254),
      emailVerified: claims.email_verified === true,
      firstName: text(claims.given_name, 100) ?? text(claims.name, 100),
      lastName: text(claims.family_name, 100),
    };
  }
}
