import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { polishDocument } from './openapi-polish.js';

/** The groups of operations, in the order the Swagger UI shows them. */
const TAGS: [name: string, description: string][] = [
  ['recipes', "Browsing, searching and reading recipes; sharing and editing one's own"],
  ['cuisines', 'The cuisines recipes belong to'],
  ['reviews', 'Star-rated reviews with photos, replies and helpful marks'],
  ['favorites', "A member's saved recipes (hearts)"],
  ['collections', 'Named collections of recipes, private or public'],
  ['shopping-list', "A member's shopping list"],
  ['cooks', 'Cook profiles and following'],
  ['notifications', 'What a member is told of, and how'],
  ['moderation', 'Reporting content to the moderators'],
  ['auth', "Registration, emailed links, signing in and out, one's account"],
  ['profile', "One's profile and role"],
  ['contact', 'The contact form'],
  ['admin', 'Administrators only: users, cuisines, recipes, messages, reports, CSV imports'],
  ['health', 'Liveness and readiness probes'],
];

/** The OpenAPI document of the API, as served at /api/docs-json and exported to libs/contracts. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Plantry API')
    .setDescription(
      'The API of Plantry, the community website for sharing and discovering vegan recipes. ' +
        'Errors answer `{ statusCode, message, error }`. Signed-in calls use the `sid` session cookie.',
    )
    .setVersion('1.0')
    .addServer('/', 'This site')
    .addCookieAuth('sid');
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const config = builder.build();
  return polishDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controller, method) => method,
    }),
  );
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Plantry API',
  });
}
