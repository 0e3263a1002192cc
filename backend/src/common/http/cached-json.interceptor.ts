import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map } from 'rxjs';

/** The JSON text of answers that were read from a cache as text, so that they are not serialised again. */
const jsonTexts = new WeakMap<object, string>();

/** Records the JSON text of a value (its exact serialisation). */
export function rememberJson<T>(value: T, json: string): T {
  if (typeof value === 'object' && value !== null) jsonTexts.set(value, json);
  return value;
}

/** The JSON text recorded for a value, if any. */
export function recordedJson(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? jsonTexts.get(value) : undefined;
}

/**
 * The value with these fields added; when the value has a recorded JSON text, the result's is that
 * text with the fields' appended (a member's heart on a cached recipe: no second serialisation).
 */
export function withFields<T extends object, F extends object>(value: T, fields: F): T & F {
  const result = { ...value, ...fields };
  const json = jsonTexts.get(value);
  const added = JSON.stringify(fields);
  if (json === undefined || !json.endsWith('}') || Object.keys(fields).some((key) => key in value)) return result;
  if (added === '{}') return rememberJson(result, json);
  return rememberJson(result, json === '{}' ? added : `${json.slice(0, -1)},${added.slice(1)}`);
}

/** Sends a handler's answer as its recorded JSON text when there is one (a cached page: about 15 KB less to serialise). */
@Injectable()
export class CachedJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    return next.handle().pipe(
      map((body: unknown) => {
        const json = typeof body === 'object' && body !== null ? jsonTexts.get(body) : undefined;
        if (json === undefined) return body;
        context.switchToHttp().getResponse<Response>().type('application/json');
        return json;
      }),
    );
  }
}
