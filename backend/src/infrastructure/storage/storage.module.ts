import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FILE_STORAGE } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir) },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
