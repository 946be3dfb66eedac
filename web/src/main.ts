import { hasSessionHint, settleSessionHint } from './app/session-hint';
import { getAuthUser } from './lib/auth-user';
import { installPageActions } from './lib/page-actions';

/**
 * The entry every visitor loads, kept tiny: the landing page arrives prerendered in index.html, so signed-out
 * visitors need only its two behaviours. React, the router, Chakra and the shell load once a user is known.
 */
installPageActions(document);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

/**
 * Spec §2/§4: while the current-user call is pending, or when it fails, every path shows the landing page; a browser
 * that holds a session hint shows the shell's skeleton instead while the call is pending (README, "not shown").
 */
async function start(root: HTMLElement): Promise<void> {
  const loadApp = () => import('./app/signed-in-entry');
  // A browser that holds a session downloads the app while the session check is on its way, not after it.
  const appLoading = hasSessionHint(document) ? loadApp() : undefined;
  // Handled below when a user is found; when not (the session ended), a failed download does not matter.
  appLoading?.catch(() => undefined);
  const user = await getAuthUser().catch(() => null);
  if (user) {
    const { mountSignedInApp } = await (appLoading ?? loadApp());
    mountSignedInApp(root, user, () => settleSessionHint(document, true));
  } else {
    settleSessionHint(document, false);
  }
  const invitation = /^\/invite\/([A-Za-z0-9_-]{1,128})$/.exec(window.location.pathname);
  if (!user && invitation?.[1]) {
    // An invitation's link works signed out: it shows the invitation and the way to sign in, not the landing page.
    const { mountInvitation } = await import('./app/invite-entry');
    mountInvitation(root, invitation[1]);
    return;
  }
  if (!user && !root.hasChildNodes()) {
    const { mountLanding } = await import('./app/landing-entry');
    mountLanding(root);
  }
}

void start(container);
