import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, createServerModuleRunnerTransport, type Plugin, type ResolvedConfig } from 'vite';
import { ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';
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
        // Nothing here is served to a browser: scanning the whole app for dependencies to pre-bundle only competes
        // with the one module graph this render loads.
        optimizeDeps: { noDiscovery: true, include: [] },
        logLevel: 'error',
      });
      // `ssrLoadModule`'s runner gives each module fetch 60 s, and on a loaded machine (CI beside other work) one
      // fetch of the landing page took longer and failed the build. A build has no reason to give up on its own
      // transform, so this runner waits for it (timeout 0).
      const runner = new ModuleRunner(
        {
          transport: { ...createServerModuleRunnerTransport({ channel: server.environments.ssr.hot }), timeout: 0 },
          hmr: false,
        },
        new ESModulesEvaluator(),
      );
      try {
        const { renderLanding } = (await runner.import(entry)) as {
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
        await runner.close();
        await server.close();
      }
    },
  };
}
