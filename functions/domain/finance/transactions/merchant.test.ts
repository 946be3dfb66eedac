import { describe, expect, it } from 'vitest';
import { merchantKey, merchantName } from './merchant';

describe('merchantName', () => {
  it.each([
    ['GUSTO PAYROLL 260130 PAY 4471902 CCD ID: 9136446005', 'Gusto Payroll'],
    ['STRIPE TRANSFER ST-K2L7Q9 ORIG ID:1800948598', 'Stripe Transfer'],
    ['GOOGLE *ADS7261949 CC@GOOGLE.COM CA 01/27', 'Google Ads'],
    ['AMAZON WEB SERVICES AWS.AMAZON.CO WA 01/23', 'Amazon Web Services'],
    ['SQUARE INC DES:SQ260202 ID:T3D8W4 INDN:HARBOR BAKERY LLC CO ID:9424300002 CCD', 'Square INC'],
    ['CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX 24431066050', 'Sysco Food Services'],
    ['ADOBE *CREATIVE CLD 408-536-6000 CA S586030457318250 CARD 4452', 'Adobe Creative Cld'],
    ['RECURRING PAYMENT AUTHORIZED ON 01/26 SLACK T02QWE9 SLACK.COM CA S466026750041998 CARD 4452', 'Slack'],
    ['FACEBK *ADS 8L2K9Q', 'Facebk Ads'],
    ['Stadtwerke Muenchen GmbH - Rechnung 2026-04 Kundennr 55120', 'Stadtwerke Muenchen GMBH'],
    ['BT GROUP PLC        BT-4471029     DDR', 'BT Group PLC'],
    ['TFL TRAVEL CH ON 08 FEB BCC', 'TFL Travel'],
    ['CB OVH SAS 11/08 ROUBAIX', 'OVH SAS'],
    ['POS PURCHASE STAPLES #1123 PORTLAND OR', 'Staples'],
    ['PG&E/EZ-PAY 2601 WEB ID: 0000442701', 'PG&E Ez-Pay'],
    ['Figma', 'Figma'],
  ])('%s → %s', (description, merchant) => {
    expect(merchantName(description)).toBe(merchant);
  });

  it('keys compare names whatever their case and spacing', () => {
    expect(merchantKey('Sysco  food-services')).toBe(merchantKey('SYSCO FOOD SERVICES'));
  });
});
