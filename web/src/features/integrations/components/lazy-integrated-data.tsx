import { lazy } from 'react';
import { LazyPanel } from '../../../components/lazy-panel';

const IntegratedDataTab = lazy(() => import('./integrated-data-tab').then((m) => ({ default: m.IntegratedDataTab })));

/** The Integrated Data tab, loaded on first show, so the dashboard's first load carries none of it. */
export function LazyIntegratedData() {
  return (
    <LazyPanel>
      <IntegratedDataTab />
    </LazyPanel>
  );
}
