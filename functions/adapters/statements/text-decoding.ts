/**
 * Bank exports come as UTF-8 (with or without a byte-order mark), UTF-16 from some spreadsheet tools, or Windows-1252
 * from older systems (`Café` as one byte). The first chunk decides: a BOM names the encoding; otherwise bytes that
 * are valid UTF-8 are read as UTF-8 and anything else as Windows-1252, which maps every byte to a character.
 */
export async function* decodeText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  let head: Uint8Array[] = [];
  let headBytes = 0;
  for await (const chunk of chunks) {
    if (!decoder) {
      // Decide on a sample large enough to reach the first non-ASCII text, not on a first chunk of seven bytes.
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes < SAMPLE_BYTES) continue;
      const sample = Buffer.concat(head);
      head = [];
      decoder = new TextDecoder(encodingOf(sample));
      yield decoder.decode(sample, { stream: true });
      continue;
    }
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  if (!decoder) {
    const sample = Buffer.concat(head);
    const text = new TextDecoder(encodingOf(sample)).decode(sample);
    if (text) yield text;
    return;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

const SAMPLE_BYTES = 64 * 1024;

export function decodeAll(bytes: Uint8Array): string {
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}

function encodingOf(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // `stream: true` lets a multi-byte character cut at the chunk's end pass.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
