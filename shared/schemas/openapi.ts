import * as z from '@shared/zod';

/** What `GET /api/openapi.json` answers: an OpenAPI 3.1 document (its full shape is OpenAPI's, checked by a validator in the tests). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
