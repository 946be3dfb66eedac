/**
 * SPA navigation for code outside the router's React tree, such as a toast's action: the signed-in app registers
 * its router here. Without one (tests, the landing page) it falls back to a full page load.
 */
let navigator: ((path: string) => void) | undefined;

export function registerInAppNavigator(navigate: (path: string) => void): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = undefined;
  };
}

export function navigateInApp(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
