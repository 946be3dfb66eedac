import { describe, expect, it } from 'vitest';
import { MalformedMultipart, multipartFile } from './multipart';

async function encode(form: FormData): Promise<{ body: Uint8Array; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe('multipartFile', () => {
  it('returns the named file with its name, type and exact bytes', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0d, 0x0a]);
    const form = new FormData();
    form.append('note', 'hello');
    form.append('statement', new Blob([bytes], { type: 'application/pdf' }), 'march.pdf');
    const { body, contentType } = await encode(form);
    expect(await multipartFile(body, contentType, 'statement')).toEqual({
      filename: 'march.pdf',
      contentType: 'application/pdf',
      bytes,
    });
  });

  it('returns undefined when the field is missing or holds text', async () => {
    const form = new FormData();
    form.append('statement', 'not a file');
    const { body, contentType } = await encode(form);
    expect(await multipartFile(body, contentType, 'statement')).toBeUndefined();
    expect(await multipartFile(body, contentType, 'other')).toBeUndefined();
  });

  it('refuses a body that is not multipart', async () => {
    await expect(
      multipartFile(new TextEncoder().encode('{}'), 'multipart/form-data; boundary=x', 'statement'),
    ).rejects.toThrow(MalformedMultipart);
  });
});
