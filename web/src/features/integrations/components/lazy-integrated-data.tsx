import { lazyPanel } from '../../../components/lazy-panel';

/** The Integrated Data tab, loaded on first show, so the dashboard's first load carries none of it. */
export const LazyIntegratedData = lazyPanel(() => import('./integrated-data-tab').then((m) => m.IntegratedDataTab));
