import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LazyToaster } from '../components/ui/toaster';
import { registerInAppNavigator } from '../lib/in-app-navigate';
import { createAppRouter } from './router';

/**
 * Everything a signed-in user sees: the file-route tree inside the shell, and the toast region (mounted with the first
 * toast). `onShellMounted` runs once the shell has committed.
 */
export function SignedInApp({ onShellMounted }: { onShellMounted?: () => void }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient, onShellMounted));
  useEffect(() => registerInAppNavigator((path) => router.history.push(path)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <LazyToaster />
    </>
  );
}
