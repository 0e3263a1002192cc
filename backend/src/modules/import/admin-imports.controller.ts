import { Body, Get, Header, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
} from '@nestjs/swagger';
import { IMPORT_LIMITS } from '@plantry/shared';
import type { Request, Response } from 'express';
import { ErrorDto } from '../../common/http/error.dto.js';
import type { Principal } from '../../common/auth/principal.js';
import { AdminOnly, CurrentUser } from '../users/index.js';
import { CsvUpload } from './csv-upload.interceptor.js';
import {
  ImportCsvBodyDto,
  ImportCsvFormDto,
  ImportListDto,
  ImportPreviewDto,
  ImportPreviewFormDto,
  ImportReportDto,
  ImportStartedDto,
} from './dto/import.dto.js';
import { ImportsService } from './imports.service.js';

/** The CSV Import tab: uploads, previews, progress, reports and history. */
@AdminOnly('admin')
export class AdminImportsController {
  constructor(private readonly imports: ImportsService) {}

  /**
   * Uploads a CSV file and queues its import (202 at once). The file must be UTF-8 CSV text with a
   * title, ingredients and instructions column; imported recipes belong to the admin and are
   * approved. With dryRun=true every row is checked and nothing is written.
   */
  @Post('import-csv')
  @HttpCode(202)
  @UseInterceptors(CsvUpload({ maxBytes: IMPORT_LIMITS.maxBytes, toDisk: true }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportCsvFormDto })
  @ApiAcceptedResponse({ type: ImportStartedDto })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'A file over 100 MB' })
  importCsv(@Body() form: ImportCsvBodyDto, @Req() req: Request, @CurrentUser() admin: Principal): Promise<ImportStartedDto> {
    return this.imports.start(admin, req.file, form.dryRun ?? false);
  }

  /** Reads the start of a CSV file (its first 256 KB are enough) as the import would: columns and first rows. */
  @Post('import-csv/preview')
  @HttpCode(200)
  @UseInterceptors(CsvUpload({ maxBytes: 1024 * 1024, toDisk: false }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportPreviewFormDto })
  @ApiOkResponse({ type: ImportPreviewDto })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'More than 1 MB' })
  previewCsv(@Req() req: Request): Promise<ImportPreviewDto> {
    return this.imports.preview(req.file);
  }

  /** The latest imports, newest first. */
  @Get('imports')
  @ApiOkResponse({ type: ImportListDto })
  listImports(): Promise<ImportListDto> {
    return this.imports.list();
  }

  /** An import's state, progress, counts and first problems. */
  @Get('imports/:jobId')
  @ApiOkResponse({ type: ImportReportDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  getImport(@Param('jobId') jobId: string): Promise<ImportReportDto> {
    return this.imports.report(jobId);
  }

  /** Every problem of an import as a CSV file (row, column, problem). */
  @Get('imports/:jobId/problems.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorDto })
  async getImportProblems(@Param('jobId') jobId: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { fileName, text } = await this.imports.problemsFile(jobId);
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return text;
  }
}
