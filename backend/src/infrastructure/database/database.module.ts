import { MariaDbDriver } from '@mikro-orm/mariadb';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ormOptions, type OrmRole } from './orm-options.js';

/** MikroORM on MariaDB for the API and the worker; migrations run as a deploy step, never here. */
@Module({})
export class DatabaseModule {
  static forRoot(role: OrmRole): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({ ...ormOptions(config, role), registerRequestContext: true }),
          driver: MariaDbDriver,
        }),
      ],
    };
  }
}
