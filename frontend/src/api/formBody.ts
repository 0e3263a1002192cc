/**
 * Request bodies with files. The generated mutations pass plain objects as `body`; one that holds a
 * Blob (a File), directly or in a list, is sent as multipart form data, which is how the API takes
 * uploads. Every other body stays JSON.
 */

function isBlobList(value: unknown): value is Blob[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob);
}

function holdsBlob(body: object): boolean {
  return Object.values(body).some((value) => value instanceof Blob || (Array.isArray(value) && value.some((item) => item instanceof Blob)));
}

/** A Blob under `name`; a File keeps its file name. */
function appendBlob(form: FormData, name: string, blob: Blob): void {
  if (blob instanceof File) form.append(name, blob, blob.name);
  else form.append(name, blob);
}

/** One field as form text: lists as a JSON list string (the API reads those), null as ''. */
function fieldText(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Lists whose emptiness says something (an author's 'free from none of them'): sent as '[]', not left out. */
const EMPTY_SAYS_SOMETHING = new Set(['freeFrom']);

/**
 * The fields of `body` as form data: a Blob under its name (with the file name of a File); a list
 * of Blobs as one entry per Blob under the same name; any other list once, as a JSON list string.
 * Undefined fields and empty lists are left out (to the API, a missing list is an empty one), but
 * for EMPTY_SAYS_SOMETHING.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0 && !EMPTY_SAYS_SOMETHING.has(name))) continue;
    if (value instanceof Blob) appendBlob(form, name, value);
    else if (isBlobList(value)) value.forEach((blob) => appendBlob(form, name, blob));
    else form.append(name, fieldText(value));
  }
  return form;
}

/** The body to send: form data when a plain-object body holds a Blob, else `body` itself. */
export function toRequestBody(body: unknown): unknown {
  const isPlainObject = typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;
  return isPlainObject && holdsBlob(body) ? toFormData(body as Record<string, unknown>) : body;
}
