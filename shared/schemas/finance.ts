/**
 * What the finance API answers and accepts (spec §3 Bank account and Financial analysis, and the statement,
 * transaction and rule shapes). Money in answers is dollars with cents (`amount` negative for money out); the
 * server keeps integer cents.
 *
 * One module per part of the screen, so that a bundle builds only the schemas its routes use (a bank-account route
 * does not build the statement and analysis schemas); import from here.
 */
export * from './finance/accounts';
export * from './finance/analysis';
export * from './finance/bank-links';
export * from './finance/statements';
export * from './finance/transactions';
