import {
  BadRequestException,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { IMAGE_LIMITS } from '@plantry/shared';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

export interface UploadField {
  name: string;
  maxCount: number;
  /** The answer to more than maxCount files, when the general one would not do. */
  tooMany?: string;
}

const tooManyIn = (field: UploadField) => field.tooMany ?? `At most ${field.maxCount} file(s) in ${field.name}`;

const REQUEST_MAX_MB = IMAGE_LIMITS.requestMaxBytes / 1024 / 1024;
export const UPLOAD_TOO_LARGE = `The photos of one upload may be at most ${REQUEST_MAX_MB} MB together. Please send fewer or smaller photos.`;

/**
 * Holds a request to IMAGE_LIMITS.requestMaxBytes: by its Content-Length before anything is read,
 * and by counting what arrives when it has none (chunked), ending the connection at the limit.
 * Answers the error to report, or undefined while the request is within the limit; `stop` is
 * called once the count passes the limit.
 */
function watchSize(req: Request, stop: (error: Error) => void): Error | undefined {
  const declared = Number(req.headers['content-length']);
  if (declared > IMAGE_LIMITS.requestMaxBytes) return new PayloadTooLargeException(UPLOAD_TOO_LARGE);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= IMAGE_LIMITS.requestMaxBytes) return;
    req.off('data', count);
    stop(new PayloadTooLargeException(UPLOAD_TOO_LARGE));
    req.destroy();
  };
  req.on('data', count);
  req.once('end', () => req.off('data', count));
  return undefined;
}

/** Multer's errors in words a person understands. */
function uploadError(error: unknown, fields: readonly UploadField[], maxFiles: number): Error {
  if (!(error instanceof MulterError)) return new BadRequestException('The upload could not be read');
  const limitMb = IMAGE_LIMITS.maxBytes / 1024 / 1024;
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException(`Each image must be at most ${limitMb} MB`);
    case 'LIMIT_UNEXPECTED_FILE': {
      const field = fields.find((f) => f.name === error.field);
      return new BadRequestException(field ? tooManyIn(field) : `Files are only accepted in ${fields.map((f) => f.name).join(' and ')}`);
    }
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException(
        fields.length === 1 && fields[0].tooMany ? fields[0].tooMany : `Too many files: at most ${maxFiles} in one upload`,
      );
    case 'LIMIT_FIELD_VALUE':
      return new PayloadTooLargeException(`The field ${error.field} is too long`);
    default:
      return new BadRequestException(`The upload could not be read (${error.message})`);
  }
}

/**
 * Reads a multipart form into memory: image files in the named fields (each at most the image size
 * limit, all together at most the upload limit) and text fields into the body. Runs after the
 * guards, so nobody unauthorised gets to upload: routes that act on an object check who may before
 * this (a guard), not in the handler. Other content types (JSON) pass through untouched.
 */
export function ImageUploads(...fields: UploadField[]): Type<NestInterceptor> {
  const maxFiles = fields.reduce((sum, f) => sum + f.maxCount, 0);
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_LIMITS.maxBytes, files: maxFiles, fields: 40, fieldSize: 256 * 1024, parts: maxFiles + 40 },
  }).fields(fields);

  class ImageUploadsInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      if (req.is('multipart/form-data')) {
        await new Promise<void>((resolve, reject) => {
          const tooLarge = watchSize(req, reject);
          if (tooLarge) return reject(tooLarge);
          parse(req, http.getResponse<Response>(), (error?: unknown) => (error ? reject(uploadError(error, fields, maxFiles)) : resolve()));
        });
      }
      return next.handle();
    }
  }
  return ImageUploadsInterceptor;
}

/** The files of one field of a form read by ImageUploads. */
function uploadedFiles(req: Request, field: string): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return files?.[field] ?? [];
}

/** The files of one field as uploads for ImagesService, each named for messages ('Photo 2 (soup.jpg)'). */
export function uploadsOf(req: Request, field: string, label: (index: number) => string): { label: string; data: Buffer }[] {
  return uploadedFiles(req, field).map((file, index) => ({
    label: `${label(index)} (${file.originalname.slice(0, 80)})`,
    data: file.buffer,
  }));
}
