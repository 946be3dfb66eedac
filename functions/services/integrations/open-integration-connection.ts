import { connectorFor } from '../../adapters/integrations/connectors';
import { connectionOpener } from './connection-opener';

/** Opens a stored integration with any provider's connector: the integrations' own functions (test, sync). */
export const openConnection = connectionOpener(connectorFor);
