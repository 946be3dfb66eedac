import { actionConnectorFor } from '../../adapters/integrations/action-connectors';
import { connectionOpener } from './connection-opener';

/**
 * Opens a stored CRM or chat integration for an automation action (`update_crm`, `post_slack`, `post_teams`), with
 * the action table's connectors only, so the automation functions carry none of the sync-only ones.
 */
export const openConnection = connectionOpener(actionConnectorFor);
