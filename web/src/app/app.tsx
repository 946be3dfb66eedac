import { lazy, Suspense } from 'react';
import { LandingPage } from '../features/landing/components/landing-page';
import { useAuthUser } from '../lib/auth';

// The router, shell and every signed-in screen load only once a user is known, so the signed-out
// landing page never downloads them.
const SignedInApp = lazy(() => import('./signed-in-app'));

/** Spec §2/§4: while the current-user call loads, or when it fails, every path shows the landing page. */
export function App() {
  const { data: user } = useAuthUser();
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<LandingPage />}>
      <SignedInApp />
    </Suspense>
  );
}
