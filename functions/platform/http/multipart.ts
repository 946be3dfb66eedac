import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { UnsupportedMediaType, ValidationFailed } from '../errors';

/**
 * `multipart/form-data` with the platform's own parser (the WHATWG `Response.formData()` that Node ships), so a
 * file upload needs no dependency. Only the parts are returned; the caller decides what a field must hold.
 */
export interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export class MalformedMultipart extends Error {
  constructor() {
    super('Malformed multipart body');
    this.name = 'MalformedMultipart';
  }
}

/** The file sent in `field`, or undefined when that field is missing or is not a file. */
export async function multipartFile(
  body: Uint8Array,
  contentType: string,
  field: string,
): Promise<UploadedFile | undefined> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new MalformedMultipart();
  }
  const value = form.get(field);
  if (!value || typeof value === 'string') return undefined;
  return { filename: value.name, contentType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/**
 * The file a request carries in `field` of its multipart body (API Gateway hands binary bodies over in base64).
 * Anything else is the caller's mistake: 415 for another content type, 400 for a broken body or a missing file.
 */
export async function requestFile(event: APIGatewayProxyEventV2, field: string): Promise<UploadedFile> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UnsupportedMediaType(`Unsupported content type; send multipart/form-data with the file in "${field}"`);
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  let file: UploadedFile | undefined;
  try {
    file = await multipartFile(body, contentType, field);
  } catch (error) {
    if (error instanceof MalformedMultipart) throw new ValidationFailed('Validation error: Malformed multipart body');
    throw error;
  }
  if (!file) throw new ValidationFailed(`Validation error: Choose a file to upload (the "${field}" field)`);
  return file;
}
