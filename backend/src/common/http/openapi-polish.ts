import type { OpenAPIObject } from '@nestjs/swagger';
import { FIELD_DESCRIPTIONS, SCHEMA_EXAMPLES } from './openapi-words.js';

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; schema?: Json; description?: string }[];
  requestBody?: Json;
  responses: Record<string, { description?: string; content?: Json; headers?: Json }>;
  security?: Record<string, string[]>[];
}

/**
 * Numbers that may have a fraction: averages, nutrients per serving, ingredient quantities. Every
 * other number of the API (ids, counts, minutes, servings, pages, sizes) is a whole number.
 */
const FRACTIONAL = /^(avgRating|averageRating|ratingScore|quantity2?|energyKcal|\w+(G|Mg))$/;

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } };
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };

/** What each status means where an operation documents it without words. */
const STATUS_WORDS: Record<string, string> = {
  '200': 'Done: the answer below',
  '201': 'Created: the answer below',
  '202': 'Accepted: the work goes on in the background',
  '204': 'Done: nothing to answer',
  '302': 'A redirect',
  '400': 'A parameter or field is not valid: `message` says which and why',
  '401': 'Not signed in',
  '403': 'Not allowed for this account',
  '404': 'Not found',
  '409': 'In conflict with what is stored',
  '413': 'The body or a file is too large',
  '429': 'Too many requests: try again after Retry-After seconds',
};

/** The errors every operation may answer, and those that follow from what it takes. */
const ALWAYS = {
  '503': {
    description: 'The database or Redis is away for a moment: try again after Retry-After seconds',
    headers: RETRY_AFTER,
    content: ERROR_BODY,
  },
};
const WITH_BODY = {
  '413': { description: 'The body is too large (a JSON body: at most 100 KB)', content: ERROR_BODY },
  '415': { description: 'The body is not of a type the operation takes (JSON, or a multipart form for uploads)', content: ERROR_BODY },
};

const operations = (doc: OpenAPIObject): Operation[] =>
  Object.values(doc.paths).flatMap((item) =>
    Object.values(item as Record<string, Operation>).filter((op) => typeof op === 'object' && 'responses' in op),
  );

/** The first sentence (or line) of a comment as the summary, the whole comment as the description. */
function splitSummary(op: Operation): void {
  const text = op.summary?.trim();
  if (!text) return;
  const first = /^[\s\S]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text.split('\n')[0];
  const summary = first.replace(/\s+/g, ' ').replace(/\.$/, '');
  if (summary !== text) op.description ??= text.replace(/\s*\n\s*/g, ' ');
  op.summary = summary;
}

function polishOperation(op: Operation): void {
  splitSummary(op);
  const responses = op.responses;
  // Signed-in operations document their 401 'Not signed in' (the SignedInGuard's answer): they need the session cookie.
  if (responses['401']?.description === 'Not signed in') op.security = [{ cookie: [] }];
  if (op.requestBody) Object.assign(responses, { ...structuredClone(WITH_BODY), ...responses });
  if ((op.requestBody || op.parameters?.length) && !responses['400'])
    responses['400'] = { description: STATUS_WORDS['400'], content: ERROR_BODY };
  Object.assign(responses, { ...structuredClone(ALWAYS), ...responses });
  for (const [status, response] of Object.entries(responses)) {
    if (!response.description) response.description = STATUS_WORDS[status] ?? 'See the operation';
    if (status === '429' || status === '503') response.headers = { ...RETRY_AFTER, ...response.headers };
  }
  for (const parameter of op.parameters ?? []) {
    wholeNumber(parameter.name, parameter.schema);
    parameter.description ??= FIELD_DESCRIPTIONS[parameter.name];
  }
}

/** `schema` as an integer unless its name is FRACTIONAL (arrays of numbers likewise). */
function wholeNumber(name: string, schema: Json | undefined): void {
  if (!schema || FRACTIONAL.test(name)) return;
  if (schema.type === 'number') schema.type = 'integer';
  const items = schema.items as Json | undefined;
  if (schema.type === 'array' && items?.type === 'number') items.type = 'integer';
}

/**
 * The document as generated from the code, made complete for people and generators calling the
 * API (docs/decisions/operations.md, 'The API document'): short summaries, a word for every
 * answer, the errors every operation may give (503, 413, 415, 400) with Retry-After where it applies,
 * the session cookie on signed-in operations, whole numbers as integers, field descriptions by
 * name where the DTO has none, and examples of the main bodies.
 */
export function polishDocument(doc: OpenAPIObject): OpenAPIObject {
  for (const op of operations(doc)) polishOperation(op);
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}) as [string, Json][]) {
    for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      wholeNumber(field, property);
      if (!property.description && !property.$ref) property.description = FIELD_DESCRIPTIONS[field];
    }
    if (SCHEMA_EXAMPLES[name]) schema.example = SCHEMA_EXAMPLES[name];
  }
  return doc;
}
