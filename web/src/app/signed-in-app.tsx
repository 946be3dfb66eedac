import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { registerInAppNavigator } from '../lib/in-app-navigate';
import { createAppRouter } from './router';

/** Everything a signed-in user sees: the file-route tree inside the shell, and the toast region. */
export function SignedInApp() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => registerInAppNavigator((path) => router.history.push(path)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
