/**
 * Spec §9: the bank-link popup is 500×700. It opens on the user's click (so browsers allow it); the caller verifies
 * the link with the server instead of guessing, and closes the popup when the server says the bank is connected.
 */
export const BANK_POPUP = { width: 500, height: 700 } as const;

export function openBankPopup(
  url: string,
  opener: Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window,
) {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - BANK_POPUP.width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - BANK_POPUP.height) / 2));
  return opener.open(
    url,
    'bizpilot-bank-link',
    `popup,width=${BANK_POPUP.width},height=${BANK_POPUP.height},left=${left},top=${top}`,
  );
}
