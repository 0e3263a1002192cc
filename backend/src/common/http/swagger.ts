import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The OpenAPI document of the API, as served at /api/docs-json and exported to libs/contracts. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Plantry API')
    .setDescription(
      'The API of Plantry, the community website for sharing and discovering vegan recipes. ' +
        'Errors answer `{ statusCode, message, error }`. Signed-in calls use the `sid` session cookie.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Plantry API',
  });
}
