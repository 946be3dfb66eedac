/**
 * zod as the whole repo writes it: the functional `zod/mini` build, with zod's English messages.
 *
 * Why mini: classic zod gives every schema its methods, so importing it, and building the schemas a module declares,
 * was the largest share of a Lambda's import time (about 40 %, measured with `scripts/bench/lambda-init-profile.ts`)
 * and the biggest chunk a web form loads. Mini builds the same core schemas with plain functions
 * (`z.optional(z.string().check(z.maxLength(80)))`), so parsing, issues and messages are zod's own.
 *
 * Why this module: mini loads no locale, and every message zod writes itself would read 'Invalid input'. Importing
 * zod from here sets the English messages classic zod prints, once, wherever a schema is built (package.json lists
 * this file under `sideEffects` so no bundler drops the call).
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
