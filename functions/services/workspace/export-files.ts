/** Where background exports keep their ZIPs: `exports/<workspaceId>/<jobId>.zip` in the files bucket. */
export const EXPORT_FILES_AREA = 'exports';
