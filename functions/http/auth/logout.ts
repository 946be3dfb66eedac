import * as api from '@shared/api/contracts/auth';
import { endSession } from '../../platform/auth/session';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';

export const handler = defineHandler(api.logout, async ({ event }) => redirect('/', [await endSession(event)]));
