import { describe, expect, it, vi } from 'vitest';
import { openBankPopup } from './bank-link-popup';

describe('openBankPopup', () => {
  it('opens the link in a centred 500×700 popup', () => {
    const open = vi.fn(() => null);
    openBankPopup('https://secure.plaid.com/hl/abc', {
      open,
      screenX: 100,
      screenY: 50,
      outerWidth: 1300,
      outerHeight: 900,
    });
    expect(open).toHaveBeenCalledWith(
      'https://secure.plaid.com/hl/abc',
      'bizpilot-bank-link',
      'popup,width=500,height=700,left=500,top=150',
    );
  });
});
