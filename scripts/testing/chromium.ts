/**
 * Debian's Chromium (installed by .ci/run with apt; never a downloaded browser) and the flags it needs here: no
 * sandbox as root, and no background traffic, which this machine's closed network would refuse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
