import type { AssignableRole } from '@shared/access/roles';
import { localCredentialEntity } from '../../functions/data/auth/local-credentials';
import { employeeEntity } from '../../functions/data/team/employees';
import { changeMemberUserIds, workspaceEntity } from '../../functions/data/workspace/workspaces';
import { memberEntity, putMember } from '../../functions/platform/auth/members';
import { forgetAuthUser } from '../../functions/services/auth/accounts';
import { signUpLocal } from '../../functions/services/auth/local-accounts';
import { confirmLocalUpgrade } from '../../functions/services/billing/local-billing';
import { demoEmployees } from './demo-team';

/** The password of both demo teammates: a demo, on a local machine. */
export const TEAMMATE_PASSWORD = 'bizpilot-demo-team';

export interface SeededTeammate {
  role: AssignableRole;
  email: string;
  password: string;
  employee: string | null;
}

export interface TeammatesResult {
  teammates: SeededTeammate[];
  /** Set when the workspace could not be put on Elite (Stripe billing is on): what the owner must do. */
  planNote?: string;
}

/**
 * Two demo teammates in the workspace, so every role can be tried: a manager, and a member who is the first demo
 * employee (their account uses that employee's email and is linked to the record). Each has their own local account
 * (and so their own workspace, as any sign-up). Seats: two more people need the Elite plan, which the workspace is put
 * on the way local billing does it; with Stripe billing on, the owner upgrades first. Running it again adds nothing.
 */
export async function seedTeammates(workspaceId: string, now = new Date()): Promise<TeammatesResult> {
  const workspace = await workspaceEntity.get({ workspaceId });
  if (!workspace) throw new Error(`No workspace ${workspaceId}`);
  let planNote: string | undefined;
  if (workspace.subscriptionTier !== 'elite') {
    await confirmLocalUpgrade(workspaceId, 'elite').catch((error: Error) => {
      planNote = `The teammates need the Elite plan (10 seats): upgrade on the Subscription page. (${error.message})`;
    });
  }
  const demo = demoEmployees[0]!;
  const memberEmail = `${demo.firstName}.${demo.lastName}@example.com`.toLowerCase();
  const employees = await employeeEntity.queryAll({ workspaceId });
  const linked = employees.find((e) => e.email?.toLowerCase() === memberEmail) ?? null;
  const people = [
    {
      role: 'manager' as const,
      email: 'manager.demo@example.com',
      firstName: 'Morgan',
      lastName: 'Manager',
      employeeId: null,
    },
    {
      role: 'member' as const,
      email: memberEmail,
      firstName: demo.firstName,
      lastName: demo.lastName,
      employeeId: linked?.id ?? null,
    },
  ];
  const teammates: SeededTeammate[] = [];
  for (const person of people) {
    const existing = await localCredentialEntity.get({ email: person.email });
    const userId =
      existing?.userId ??
      (
        await signUpLocal({
          email: person.email,
          password: TEAMMATE_PASSWORD,
          firstName: person.firstName,
          lastName: person.lastName,
        })
      ).user.id;
    if (!(await memberEntity.get({ workspaceId, userId }))) {
      await putMember(workspaceId, {
        userId,
        role: person.role,
        employeeId: person.employeeId,
        joinedAt: now.toISOString(),
      });
      await changeMemberUserIds(workspaceId, { add: userId });
      forgetAuthUser(userId);
    }
    teammates.push({
      role: person.role,
      email: person.email,
      password: existing ? '(unchanged since the first seed)' : TEAMMATE_PASSWORD,
      employee: linked && person.employeeId ? `${linked.firstName} ${linked.lastName}` : null,
    });
  }
  return { teammates, ...(planNote ? { planNote } : {}) };
}
