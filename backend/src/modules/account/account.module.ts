import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/index.js';
import { AccountController } from './account.controller.js';
import { AccountDataRepository } from './account-data.repository.js';
import { AccountService } from './account.service.js';

/** A member's own account: the download of their data and its deletion (docs/decisions/community.md). */
@Module({ imports: [AdminModule], controllers: [AccountController], providers: [AccountService, AccountDataRepository] })
export class AccountModule {}
