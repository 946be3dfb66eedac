import { writeRouteFiles } from './route-files';
import { generateRouteTree } from './route-tree';

/**
 * Every generated file, none of them tracked: the route index and the local handler map from the route table, and
 * the web's route tree from its file routes. Run by `npm ci` (postinstall), `npm start`, `npm run typecheck`,
 * `npm run build` and `npm run generate`; each file is rewritten only when its content changes.
 */
for (const path of writeRouteFiles()) console.log(`Wrote ${path}`);
await generateRouteTree();
