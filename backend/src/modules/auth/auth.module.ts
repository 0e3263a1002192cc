import { Module } from '@nestjs/common';
import { PasskeysModule } from '../passkeys/index.js';
import { TwoFactorModule } from '../two-factor/index.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CaptchaStore } from './captcha-store.js';

@Module({
  imports: [TwoFactorModule, PasskeysModule],
  controllers: [AuthController],
  providers: [AuthService, AccountTokensService, CaptchaStore],
})
export class AuthModule {}
