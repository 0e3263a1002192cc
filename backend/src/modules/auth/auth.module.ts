import { Module } from '@nestjs/common';
import { AccountTokensService } from './account-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';

@Module({ controllers: [AuthController], providers: [AuthService, AccountTokensService] })
export class AuthModule {}
