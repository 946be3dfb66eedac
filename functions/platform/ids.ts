import { monotonicFactory } from 'ulid';

/**
 * ULIDs for business items: sortable by creation time, and monotonic within this container so items created
 * in the same millisecond still sort in creation order (lists are read newest first by sort key).
 */
export const newId: () => string = monotonicFactory();
