import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per container, as Powertools recommends. */
export const logger = new Logger({
  serviceName: 'bizpilot',
  logLevel: (process.env.LOG_LEVEL as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
