import { Module } from '@nestjs/common';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';

@Module({ controllers: [TwoFactorController], providers: [TwoFactorService], exports: [TwoFactorService] })
export class TwoFactorModule {}
