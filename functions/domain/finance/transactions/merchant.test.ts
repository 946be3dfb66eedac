import { describe, expect, it } from 'vitest';
import { merchantKey, merchantName, plainMerchantName } from './merchant';

describe('merchantName', () => {
  it.each([
    ['GUSTO PAYROLL 260130 PAY 4471902 CCD ID: 9136446005', 'Gusto Payroll'],
    ['STRIPE TRANSFER ST-K2L7Q9 ORIG ID:1800948598', 'Stripe'],
    ['GOOGLE *ADS7261949 CC@GOOGLE.COM CA 01/27', 'Google Ads'],
    ['AMAZON WEB SERVICES AWS.AMAZON.CO WA 01/23', 'Amazon Web Services'],
    ['SQUARE INC DES:SQ260202 ID:T3D8W4 INDN:HARBOR BAKERY LLC CO ID:9424300002 CCD', 'Square'],
    ['CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX 24431066050', 'Sysco'],
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
    ['Square INC Dep', 'Square'],
    ['SQ *SQUARE PAYOUT', 'Square'],
    ['SQ *BLUE BOTTLE COFFEE', 'Blue Bottle Coffee'],
    ['Google Gsuite_lopezbakery', 'Google Workspace'],
    ['GOOGLE *GSUITE_bellasalon CC@GOOGLE.COM', 'Google Workspace'],
    ['SAMSCLUB #4707 ORLANDO FL 03/14', "Sam's Club"],
    ["SAM'S CLUB 8162 AUSTIN TX", "Sam's Club"],
    ['COSTCO BUS CTR #1407 HAWTHORNE CA', 'Costco Business Center'],
    ['RESTAURANT DEPOT #0412 CHICAGO IL', 'Restaurant Depot'],
    ['US FOODS INC DES:ACH PMT ID:9011234', 'US Foods'],
    ['WWW.WEBSTAURANTSTORE 717-392-7472 PA', 'WebstaurantStore'],
    ['PAYPAL DES:TRANSFER ID:5RD22X8Y INDN:BELLA SALON', 'PayPal'],
    ['DOORDASH, INC. DES:MERCHANT ID:ST-DD8821 PPD', 'DoorDash'],
    ['TST* DEPOSIT TOAST INC', 'Toast'],
    ['AMZN MKTP US*2K4LW7QT2 AMZN.COM/BILL WA', 'Amazon'],
  ])('%s → %s', (description, merchant) => {
    expect(merchantName(description)).toBe(merchant);
  });

  it('does not take Squarespace or Square Payroll for Square', () => {
    expect(merchantName('SQUARESPACE INC SQUARESPACE.C NY')).toMatch(/^Squarespace/);
    expect(merchantName('SQUARE PAYROLL DES:PAYROLL ID:SQ2603')).toBe('Square Payroll');
  });

  it('keeps the spelling of the statement in the plain name, which older rules were made against', () => {
    expect(plainMerchantName('CHECKCARD 0219 SYSCO FOOD SERVICES 800-7797279 TX')).toBe('Sysco Food Services');
  });

  it('keys compare names whatever their case and spacing', () => {
    expect(merchantKey('Sysco  food-services')).toBe(merchantKey('SYSCO FOOD SERVICES'));
  });
});
