/**
 * Integrations (spec §3, §5, §7): the connect request with the catalogue's rules, the connection as the API shows it
 * (never a secret: at most the key's last four characters), synced data items and the per-type summary.
 *
 * One module per part, so that a bundle builds only the schemas it uses (the automation runner reads connections and
 * never a connect request); import from here.
 */
export * from './integration/connect-requests';
export * from './integration/connection';
export * from './integration/data';
