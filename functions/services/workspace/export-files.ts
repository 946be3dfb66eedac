/** Where background exports keep their ZIPs: `exports/<workspaceId>/<jobId>.zip` in the files bucket. */
export const EXPORT_FILES_AREA = 'exports';

/** A finished export (its ZIP and its record) is kept this long: a week to come back for the link. */
export const EXPORT_RETENTION_DAYS = 7;
