import * as api from '@shared/api/contracts/api-keys';
import { defineHandler } from '../../platform/http/define-handler';
import { createApiKey } from '../../services/api-keys/api-keys';

/** `POST /api/api-keys {name, scopes, expiresInDays?}` → 201 with the key, shown this once. */
export const handler = defineHandler(api.createApiKey, ({ member, body }) => createApiKey(member, body));
