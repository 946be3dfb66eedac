import { describe, expect, it } from 'vitest';
import { renderTemplate, templateVariables, unknownVariables } from './template';

describe('renderTemplate', () => {
  const values = {
    task: { title: 'Call Acme', priority: 'high', dueDate: null, tags: ['a'] },
    event: { type: 'task_completed' },
  };

  it('fills {{path}} variables, with or without spaces inside the braces', () => {
    expect(renderTemplate('Follow up: {{task.title}} ({{ task.priority }})', values)).toBe(
      'Follow up: Call Acme (high)',
    );
  });

  it('renders missing and null values as empty text and objects as JSON', () => {
    expect(renderTemplate('[{{task.dueDate}}][{{task.nope}}][{{lead.name}}]', values)).toBe('[][][]');
    expect(renderTemplate('{{task.tags}}', values)).toBe('["a"]');
  });

  it('never reads inherited properties', () => {
    expect(renderTemplate('{{task.constructor}}{{task.title.length}}', values)).toBe('');
  });

  it('leaves text without variables alone, including single braces', () => {
    expect(renderTemplate('{ not a variable } {{}}', values)).toBe('{ not a variable } {{}}');
  });
});

describe('template variables', () => {
  it('lists each variable once', () => {
    expect(templateVariables('{{a.b}} {{ a.b }} {{c}}')).toEqual(['a.b', 'c']);
  });

  it('finds the variables a trigger does not offer', () => {
    expect(unknownVariables(['{{task.title}} {{task.titel}}', undefined, '{{lead.name}}'], ['task.title'])).toEqual([
      'task.titel',
      'lead.name',
    ]);
    expect(unknownVariables(['plain'], [])).toEqual([]);
  });
});
