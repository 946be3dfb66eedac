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
