import { Global, Module } from '@nestjs/common';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Global: every module that guards a route needs the signed-in user. */
@Global()
@Module({ controllers: [UsersController], providers: [UsersService, UsersRepository], exports: [UsersService] })
export class UsersModule {}
