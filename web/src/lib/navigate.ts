/** Full-page navigation (sign-in and sign-out are server routes, outside the SPA router). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
