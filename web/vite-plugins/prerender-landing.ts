import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_STYLES_ID } from '../src/prerender/prerendered-styles.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the client build, renders the landing page to HTML (plus its styles) into dist/index.html. Signed-out
 * visitors then get a complete page on first paint without downloading React or Chakra; the small entry
 * script only adds the page's two behaviours and loads the app once a user is signed in.
 */
export function prerenderLanding(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bizpilot:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: config.root,
        resolve: { alias: config.resolve.alias },
        plugins: config.plugins.filter((p) => p.name.startsWith('vite:react')),
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(entry)) as {
          renderLanding: () => { html: string; css: string };
        };
        const { html, css } = renderLanding();
        const file = join(config.build.outDir, 'index.html');
        const page = await readFile(file, 'utf8');
        if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
        await writeFile(
          file,
          page
            .replace('</head>', `<style id="${PRERENDERED_STYLES_ID}">${css}</style></head>`)
            .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`),
        );
      } finally {
        await server.close();
      }
    },
  };
}
