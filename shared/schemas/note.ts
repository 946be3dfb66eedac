import * as z from 'zod';
import { calendarDateSchema } from './dates';

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
export const createNoteRequestSchema = z
  .object({
    noteType: noteTypeSchema.default('general'),
    subject: z
      .string({ error: noteMessages.subject })
      .trim()
      .min(1, { error: noteMessages.subject })
      .max(200, { error: 'Subject must be at most 200 characters' }),
    content: z
      .string({ error: noteMessages.content })
      .trim()
      .min(1, { error: noteMessages.content })
      .max(5000, { error: 'Content must be at most 5000 characters' }),
    requiresFollowUp: z.boolean({ error: 'Requires follow-up must be true or false' }).default(false),
    followUpDate: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        calendarDateSchema('Follow-up date must be a date, e.g. 2026-12-01').nullish(),
      )
      .transform((v) => v ?? null),
    isConfidential: z.boolean({ error: 'Confidential must be true or false' }).default(false),
    visibleToEmployee: z.boolean({ error: 'Visible to employee must be true or false' }).default(true),
  })
  // A follow-up date means nothing without a follow-up (the form only shows the field when it is checked).
  .transform((note) => ({ ...note, followUpDate: note.requiresFollowUp ? note.followUpDate : null }));
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;
export type CreateNoteInput = z.output<typeof createNoteRequestSchema>;

export const employeeNoteSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  noteType: noteTypeSchema,
  subject: z.string(),
  content: z.string(),
  requiresFollowUp: z.boolean(),
  followUpDate: z.string().nullable(),
  followUpCompleted: z.boolean(),
  isConfidential: z.boolean(),
  visibleToEmployee: z.boolean(),
  createdAt: z.string(),
});
export type EmployeeNote = z.infer<typeof employeeNoteSchema>;
