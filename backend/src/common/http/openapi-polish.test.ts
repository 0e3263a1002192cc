import type { OpenAPIObject } from '@nestjs/swagger';
import { polishDocument } from './openapi-polish.js';

const doc = (): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/things/{id}': {
      patch: {
        summary: 'Changes a thing. Only its owner may;\nothers get 403.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'number' } }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingDto' } } } },
        responses: { '200': { description: '' }, '401': { description: 'Not signed in' }, '429': { description: '' } },
      },
      get: { summary: 'A thing', responses: { '200': { description: 'The thing' }, '401': { description: 'Wrong email or password' } } },
    },
  },
  components: {
    schemas: {
      ThingDto: {
        type: 'object',
        properties: {
          id: { type: 'number' },
          avgRating: { type: 'number' },
          proteinG: { type: 'number' },
          sizes: { type: 'array', items: { type: 'number' } },
          title: { type: 'string', description: 'Mine' },
        },
      },
    },
  },
});

describe('polishDocument', () => {
  const polished = polishDocument(doc());
  const patch = polished.paths['/api/things/{id}'].patch!;
  const get = polished.paths['/api/things/{id}'].get!;
  const thing = polished.components!.schemas!.ThingDto as {
    properties: Record<string, { type: string; description?: string; items?: { type: string } }>;
  };

  it('makes the first sentence the summary and the whole comment the description', () => {
    expect(patch.summary).toBe('Changes a thing');
    expect(patch.description).toBe('Changes a thing. Only its owner may; others get 403.');
    expect(get.summary).toBe('A thing');
    expect(get.description).toBeUndefined();
  });

  it('asks for the session cookie only where the answer to visitors is 401 Not signed in', () => {
    expect(patch.security).toEqual([{ cookie: [] }]);
    expect(get.security).toBeUndefined();
  });

  it('documents 503 everywhere, 413, 415 and 400 where a body or parameters are taken, Retry-After with 429 and 503, and words for every answer', () => {
    expect(Object.keys(patch.responses).sort()).toEqual(['200', '400', '401', '413', '415', '429', '503']);
    expect(Object.keys(get.responses).sort()).toEqual(['200', '401', '503']);
    for (const response of Object.values(patch.responses) as { description: string }[])
      expect(response.description.length).toBeGreaterThan(3);
    expect(patch.responses['429']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(patch.responses['503']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(get.responses['200']).toEqual({ description: 'The thing' });
  });

  it('makes ids, counts and sizes integers but not averages or nutrients, and keeps a DTO’s own description', () => {
    expect(thing.properties.id.type).toBe('integer');
    expect(thing.properties.sizes.items!.type).toBe('integer');
    expect(thing.properties.avgRating.type).toBe('number');
    expect(thing.properties.proteinG.type).toBe('number');
    expect((patch.parameters![0] as { schema: { type: string } }).schema.type).toBe('integer');
    expect(thing.properties.title.description).toBe('Mine');
    expect(thing.properties.id.description).toBe('Its id');
  });
});
