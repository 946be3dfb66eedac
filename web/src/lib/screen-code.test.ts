import { describe, expect, it } from 'vitest';
import { checkDeployment, isChunkLoadError, ScreenCodeUnavailable } from './screen-code';

/** A page started from the build whose entry is `/assets/index-OLD.js`. */
function runningPage(): Document {
  // Parsed, not run: a parsed document's scripts are never fetched.
  return new DOMParser().parseFromString(
    '<!doctype html><head><script type="module" src="/assets/index-OLD.js"></script></head>',
    'text/html',
  );
}

const serving = (html: string) => (async () => new Response(html)) as unknown as typeof fetch;

describe('checkDeployment', () => {
  it('tells a new build (another entry script) from the same one, and no answer from either', async () => {
    const same = serving('<script type="module" crossorigin src="/assets/index-OLD.js"></script>');
    const changed = serving('<script type="module" crossorigin src="/assets/index-NEW.js"></script>');
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkDeployment(runningPage(), same)).toBe('same-build');
    expect(await checkDeployment(runningPage(), changed)).toBe('new-build');
    expect(await checkDeployment(runningPage(), down)).toBe('unreachable');
    expect(await checkDeployment(runningPage(), (async () => new Response('', { status: 502 })) as never)).toBe(
      'unreachable',
    );
  });
});

describe('isChunkLoadError', () => {
  it("knows the browsers' words for a chunk that could not be fetched, and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new ScreenCodeUnavailable())).toBe(true);
    expect(isChunkLoadError(new Error('500: boom'))).toBe(false);
  });
});
