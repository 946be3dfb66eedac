import type { NoteType } from '../schemas/note';
import type { BadgeVariant } from './match-label';

/** Note type badge styles (spec §4). */
export function noteTypeBadgeVariant(noteType: NoteType | string): BadgeVariant {
  switch (noteType) {
    case 'commendation':
      return 'default';
    case 'disciplinary':
      return 'destructive';
    case 'performance':
      return 'secondary';
    default:
      return 'outline';
  }
}

export const noteTypeLabels: Readonly<Record<NoteType, string>> = {
  performance: 'Performance',
  disciplinary: 'Disciplinary',
  commendation: 'Commendation',
  general: 'General',
};

export interface FollowUpFields {
  requiresFollowUp: boolean;
  followUpCompleted: boolean;
}

/** 'Follow-up Required' while a follow-up is required and not completed (spec §4). */
export const showsFollowUpRequired = (note: FollowUpFields) => note.requiresFollowUp && !note.followUpCompleted;
/** 'Completed' beside the follow-up date once it is completed (spec §4). */
export const showsFollowUpCompleted = (note: FollowUpFields) => note.requiresFollowUp && note.followUpCompleted;
