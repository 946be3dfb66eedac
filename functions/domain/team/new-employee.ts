import { type CompetencyScores, competencyKeys, defaultCompetencyScores } from '@shared/catalog/competencies';
import { DEFAULT_EMPLOYMENT_TYPE, type EmployeeRecord } from '@shared/schemas/employee';
import type { CreateEmployeeInput } from '@shared/schemas/employee-requests';
import type { CreateNoteInput, EmployeeNote } from '@shared/schemas/note';

/** A new employee from validated input: competencies at the default 50, lists empty unless given. */
export function newEmployee(id: string, input: CreateEmployeeInput, now: Date): EmployeeRecord {
  const at = now.toISOString();
  return {
    id,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    position: input.position,
    department: input.department ?? null,
    employeeId: input.employeeId ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    hireDate: input.hireDate,
    employmentType: input.employmentType ?? DEFAULT_EMPLOYMENT_TYPE,
    salary: input.salary ?? null,
    hourlyRate: input.hourlyRate ?? null,
    profileImageUrl: input.profileImageUrl ?? null,
    skills: input.skills ?? [],
    certifications: input.certifications ?? [],
    performanceScore: input.performanceScore ?? null,
    competencies: { ...defaultCompetencyScores(), notes: null },
    assessedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** A new manager note: follow-up not yet completed. */
export function newEmployeeNote(
  employeeId: string,
  id: string,
  input: CreateNoteInput,
  authorUserId: string,
  now: Date,
): EmployeeNote {
  return { id, employeeId, ...input, followUpCompleted: false, authorUserId, createdAt: now.toISOString() };
}

/** The ten scores of a competencies object (dropping its notes), e.g. for a snapshot. */
export function scoresOf(competencies: CompetencyScores): CompetencyScores {
  const scores = defaultCompetencyScores();
  for (const key of competencyKeys) scores[key] = competencies[key];
  return scores;
}
