import { Module } from '@nestjs/common';
import { PasskeysModule } from '../passkeys/index.js';
import { TwoFactorModule } from '../two-factor/index.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CaptchaStore } from './captcha-store.js';
import { OidcClient } from './oidc-client.js';
import { ProviderAccounts } from './provider-accounts.js';
import { ProviderSignInController } from './provider-sign-in.controller.js';

@Module({
  imports: [TwoFactorModule, PasskeysModule],
  controllers: [AuthController, ProviderSignInController],
  providers: [AuthService, AccountTokensService, CaptchaStore, OidcClient, ProviderAccounts],
})
export class AuthModule {}
