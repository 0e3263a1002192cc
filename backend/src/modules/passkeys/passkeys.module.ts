import { Module } from '@nestjs/common';
import { PasskeyChallenges } from './passkey-challenges.js';
import { PasskeysController } from './passkeys.controller.js';
import { PasskeysService } from './passkeys.service.js';

@Module({ controllers: [PasskeysController], providers: [PasskeysService, PasskeyChallenges], exports: [PasskeysService] })
export class PasskeysModule {}
