import { vi } from 'vitest';

/** A multipart body as sent: text fields as text, files as 'file:<name>'; a repeated name gives a list. */
export type SentForm = Record<string, string | string[]>;

function readForm(form: FormData): SentForm {
  const sent: SentForm = {};
  for (const [name, value] of form.entries()) {
    const text = typeof value === 'string' ? value : `file:${value.name}`;
    const earlier = sent[name];
    sent[name] = earlier === undefined ? text : [...(Array.isArray(earlier) ? earlier : [earlier]), text];
  }
  return sent;
}

/**
 * Lets renderApp's fake API take multipart uploads, whose bodies it cannot read (it reads JSON):
 * call it right after renderApp. Each form is recorded here and the request passed on without its
 * body, so replies, apiCalls and countOf work as before (bodiesOf has undefined for it).
 * Returns the forms sent with a call ('METHOD /path'), oldest first.
 */
export function recordForms(): (call: string) => SentForm[] {
  const fakeFetch = globalThis.fetch;
  const forms: { call: string; form: SentForm }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return fakeFetch(request);
    forms.push({ call: `${request.method} ${new URL(request.url).pathname}`, form: readForm(await request.formData()) });
    return fakeFetch(new Request(request.url, { method: request.method }));
  });
  return (call) => forms.filter((sent) => sent.call === call).map(({ form }) => form);
}
