import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AutoETS, initSync as initEts } from '@bsull/augurs/ets';
import { initSync as initMstl, MSTL } from '@bsull/augurs/mstl';
import { AUGURS_WASM_FILES, AUGURS_WASM_FOLDER } from '@shared/forecast/model-assets';
import type { Forecasters, SeriesForecaster } from '../../domain/forecast/models';

/**
 * The exponential-smoothing models of `@bsull/augurs` (Grafana's Rust time-series library compiled to WebAssembly):
 * Holt-Winters as MSTL with a weekly season and an AutoETS trend, and a non-seasonal AutoETS whose search includes
 * the damped-trend models. Its modules load their WebAssembly only when asked, so it is read from the package here,
 * once per process (measured in the README: about 20–70 ms for both modules).
 */

/**
 * The models learn from the last half year: enough for a weekly season and a trend. A whole year drags a season
 * they cannot model (a December peak, before two years of history) into the trend, which then follows noise.
 */
const TRAINING_DAYS = 182;

let loaded = false;

/** In Lambda, the bundle's copy (`infra/lambda-bundling.ts` puts it there); elsewhere, the installed package. */
function wasmDirectory(): string {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  if (taskRoot) return join(taskRoot, AUGURS_WASM_FOLDER);
  return dirname(createRequire(import.meta.url).resolve('@bsull/augurs/ets'));
}

function load(): void {
  if (loaded) return;
  const directory = wasmDirectory();
  const [ets, mstl] = AUGURS_WASM_FILES;
  initEts({ module: readFileSync(join(directory, ets)) });
  initMstl({ module: readFileSync(join(directory, mstl)) });
  loaded = true;
}

/**
 * Fits and forecasts, freeing the model's WebAssembly memory after. A series the optimiser cannot fit (all
 * zeros, a constant) is forecast as its mean: the models would say the same of it.
 */
function fitted(create: () => MSTL | AutoETS): SeriesForecaster {
  return (history, horizon) => {
    const training = Float64Array.from(history.slice(-TRAINING_DAYS));
    const model = create();
    try {
      model.fit(training);
      return Array.from(model.predict(horizon).point, (v) => (Number.isFinite(v) ? v : 0));
    } catch {
      const average = training.reduce((a, b) => a + b, 0) / Math.max(1, training.length);
      return new Array(horizon).fill(average);
    } finally {
      model.free();
    }
  };
}

export function augursForecasters(): Forecasters {
  load();
  return {
    holt_winters: fitted(() => MSTL.ets([7])),
    damped_trend: fitted(() => new AutoETS(1, 'ZZN')),
  };
}
