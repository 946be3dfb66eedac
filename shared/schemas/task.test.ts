import { describe, expect, it } from 'vitest';
import { createTaskInputSchema, updateTaskInputSchema } from './task';

describe('task input schemas (spec §5)', () => {
  it('requires a title after trimming, with the spec message', () => {
    for (const title of [undefined, '', '   ', 42]) {
      const result = createTaskInputSchema.safeParse({ title });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Task title is required');
    }
  });

  it('defaults status and priority, turns an empty description into null and normalises the due date', () => {
    expect(
      createTaskInputSchema.parse({ title: ' Call ', description: '  ', dueDate: '2026-12-01T10:00:00+02:00' }),
    ).toEqual({
      title: 'Call',
      description: null,
      status: 'pending',
      priority: 'medium',
      dueDate: '2026-12-01T08:00:00.000Z',
    });
    expect(createTaskInputSchema.parse({ title: 'x', dueDate: '' }).dueDate).toBeNull();
    expect(createTaskInputSchema.safeParse({ title: 'x', dueDate: '2026-12-01' }).success).toBe(false);
    expect(createTaskInputSchema.safeParse({ title: 'x', priority: 'urgent' }).success).toBe(false);
  });

  it('leaves fields a patch does not mention untouched (undefined), and refuses an empty patch', () => {
    expect(updateTaskInputSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(updateTaskInputSchema.parse({ description: '' })).toEqual({ description: null });
    expect(updateTaskInputSchema.safeParse({}).success).toBe(false);
    expect(updateTaskInputSchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});
