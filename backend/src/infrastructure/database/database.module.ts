import { MariaDbDriver } from '@mikro-orm/mariadb';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ormOptions } from './orm-options.js';

/** MikroORM on MariaDB for the API and the worker; migrations run as a deploy step, never here. */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), registerRequestContext: true }),
      driver: MariaDbDriver,
    }),
  ],
})
export class DatabaseModule {}
