import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { outageOf } from '../../common/http/outages.js';
import { ImportFiles } from './import-files.js';

export const CSV_FIELD = 'csvFile';
export const INVALID_FILE = 'Invalid File: Please select a valid CSV file';

const WRITING = Symbol('csv upload path');
type UploadingRequest = Request & { [WRITING]?: string };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function uploadError(error: unknown, maxBytes: number): Error {
  // The import folder full or not writable is the server's trouble, not the file's: a 503 (OutageFilter).
  if (outageOf(error) === 'storage') return error as Error;
  if (!(error instanceof MulterError)) return new BadRequestException('The upload could not be read');
  if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(`The CSV file must be at most ${megabytes(maxBytes)}`);
  if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
    return new BadRequestException(`Send one CSV file, in the field ${CSV_FIELD}`);
  }
  return new BadRequestException(`The upload could not be read (${error.message})`);
}

/**
 * Reads one CSV file from the multipart field csvFile, after the guards: to the import folder's
 * incoming files (`toDisk`, for imports of any size up to the limit) or into memory (previews).
 */
export function CsvUpload(options: { maxBytes: number; toDisk: boolean }): Type<NestInterceptor> {
  @Injectable()
  class CsvUploadInterceptor implements NestInterceptor {
    private readonly parse;

    constructor(files: ImportFiles) {
      // The path is kept on the request: multer leaves a file it stopped writing (over the limit) behind.
      const storage = options.toDisk
        ? multer.diskStorage({
            destination: files.incoming,
            filename: (req, _file, done) => {
              const name = `${randomUUID()}.upload`;
              (req as UploadingRequest)[WRITING] = join(files.incoming, name);
              done(null, name);
            },
          })
        : multer.memoryStorage();
      this.parse = multer({ storage, limits: { fileSize: options.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } }).single(
        CSV_FIELD,
      );
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<UploadingRequest>();
      await new Promise<void>((resolve, reject) =>
        this.parse(req, http.getResponse<Response>(), (error?: unknown) => {
          if (!error) return resolve();
          const written = req[WRITING];
          void (written ? rm(written, { force: true }) : Promise.resolve()).finally(() => reject(uploadError(error, options.maxBytes)));
        }),
      );
      // A request refused after the upload (its form fields, say) never reaches the service that keeps
      // or discards the file: remove it here. A kept file has been renamed away already.
      const uploaded = req[WRITING];
      if (!uploaded) return next.handle();
      return next
        .handle()
        .pipe(catchError((error: unknown) => from(rm(uploaded, { force: true })).pipe(mergeMap(() => throwError(() => error)))));
    }
  }
  return CsvUploadInterceptor;
}

const CSV_NAME = /\.(csv|tsv|txt)$/i;
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'text/comma-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

/** The uploaded file, when its name and declared type are those of CSV text (its content is checked later). */
export function csvFileOf(file: Express.Multer.File | undefined): Express.Multer.File {
  if (!file) throw new BadRequestException(INVALID_FILE);
  if (!CSV_NAME.test(file.originalname) || !CSV_TYPES.has(file.mimetype.toLowerCase())) {
    throw new BadRequestException(`${INVALID_FILE} (a .csv file; this one is ${file.mimetype})`);
  }
  return file;
}
