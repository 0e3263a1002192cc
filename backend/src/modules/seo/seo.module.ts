import { Global, Module } from '@nestjs/common';
import { PageHeadService } from './page-head.service.js';

/** Server-side page heads; the catalogue registers recipe titles, meta and JSON-LD here. */
@Global()
@Module({ providers: [PageHeadService], exports: [PageHeadService] })
export class SeoModule {}
