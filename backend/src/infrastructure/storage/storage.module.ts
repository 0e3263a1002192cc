import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { FILE_STORAGE } from './file-storage.js';
import { createFileStorage } from './create-storage.js';

@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage }],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
