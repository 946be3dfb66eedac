import * as z from '@shared/zod';
import { calendarDateSchema } from './dates';
import { nullableString } from './nullable';
import { requiredText } from './required-text';

export const noteTypes = ['performance', 'disciplinary', 'commendation', 'general'] as const;
export const noteTypeSchema = z.enum(noteTypes, {
  error: 'Note type must be performance, disciplinary, commendation or general',
});
export type NoteType = z.infer<typeof noteTypeSchema>;

export const noteMessages = {
  subject: 'Subject is required',
  content: 'Content is required',
} as const;

/** `POST /api/employees/{id}/notes`. Defaults (spec §3): general, no follow-up, not confidential, visible. */
export const createNoteRequestSchema = z.pipe(
  z.object({
    noteType: z._default(noteTypeSchema, 'general'),
    subject: requiredText(200, { required: noteMessages.subject, tooLong: 'Subject must be at most 200 characters' }),
    content: requiredText(5000, { required: noteMessages.content, tooLong: 'Content must be at most 5000 characters' }),
    requiresFollowUp: z._default(z.boolean({ error: 'Requires follow-up must be true or false' }), false),
    followUpDate: z.pipe(
      z.optional(
        z.pipe(
          z.transform((v) => (typeof v === 'string' && v.trim() === '' ? null : v)),
          z.nullable(calendarDateSchema('Follow-up date must be a date, e.g. 2026-12-01')),
        ),
      ),
      z.transform((v) => v ?? null),
    ),
    isConfidential: z._default(z.boolean({ error: 'Confidential must be true or false' }), false),
    visibleToEmployee: z._default(z.boolean({ error: 'Visible to employee must be true or false' }), true),
  }),
  // A follow-up date means nothing without a follow-up (the form only shows the field when it is checked).
  z.transform((note) => ({ ...note, followUpDate: note.requiresFollowUp ? note.followUpDate : null })),
);
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;
export type CreateNoteInput = z.output<typeof createNoteRequestSchema>;

export const employeeNoteSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  noteType: noteTypeSchema,
  subject: z.string(),
  content: z.string(),
  requiresFollowUp: z.boolean(),
  followUpDate: nullableString,
  followUpCompleted: z.boolean(),
  isConfidential: z.boolean(),
  visibleToEmployee: z.boolean(),
  /** Who wrote it (a confidential note is theirs to read); null for notes written before authors were recorded. */
  authorUserId: nullableString,
  createdAt: z.string(),
});
export type EmployeeNote = z.infer<typeof employeeNoteSchema>;

/** Path parameters of `/api/employees/{id}/notes/{noteId}`. */
export const employeeNoteParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  noteId: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** `PATCH /api/employees/{id}/notes/{noteId}`: a note's follow-up is done (or open again); the note's words stay. */
export const updateNoteRequestSchema = z.object({
  followUpCompleted: z.boolean({ error: 'Follow-up completed must be true or false' }),
});
export type UpdateNoteRequest = z.infer<typeof updateNoteRequestSchema>;
