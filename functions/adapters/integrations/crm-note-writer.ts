import type { ConnectorContext, CrmNote, CrmWriter } from './connector';
import { ConnectorError } from './kit/connector-error';

/** Whom to look for in the CRM: the event's email when it has one, else the person's name. */
export type ContactQuery = { by: 'email'; email: string } | { by: 'name'; name: string };

/**
 * The `update_crm` action for a CRM: finds the contact the event names (by email first, then by name) and adds the
 * note to it. Each CRM supplies its own lookup and note call; the rules and the failure messages are the same for
 * all of them.
 */
export function crmNoteWriter(
  providerName: string,
  steps: {
    findContact(ctx: ConnectorContext, query: ContactQuery): Promise<string | undefined>;
    addNote(ctx: ConnectorContext, contactId: string, note: CrmNote): Promise<void>;
  },
): CrmWriter {
  return {
    async recordNote(ctx, note) {
      const { email, name } = note.contact;
      const query: ContactQuery | undefined = email ? { by: 'email', email } : name ? { by: 'name', name } : undefined;
      if (!query) throw new ConnectorError('misconfigured', 'The event names no contact to record the note on');
      const contactId = await steps.findContact(ctx, query);
      if (!contactId) {
        throw new ConnectorError('provider_error', `No ${providerName} contact matches ${email ?? name}`);
      }
      await steps.addNote(ctx, contactId, note);
      return { contactId };
    },
  };
}
