/**
 * Email domains anyone can get an address at. Single sign-on finds a workspace by the domain of a work email, so a
 * workspace that claimed one of these would catch the sign-ins of strangers: they are refused as allowed domains.
 */
export const publicEmailDomains: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
]);

/** The part after the last `@`, lower-cased: `Ana@Shop.Example` → `shop.example`. */
export function emailDomainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}
