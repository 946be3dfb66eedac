import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeViolation, importGraph, layerViolations } from './layers';

describe('layering', () => {
  it('holds over the whole of functions/ and shared/', () => {
    expect(layerViolations(importGraph()).map(describeViolation)).toEqual([]);
  });

  it('fails on a deliberately wrong import, found through the real resolver', () => {
    const fixture = join(import.meta.dirname, 'fixtures/wrong-import');
    const found = layerViolations(importGraph(fixture)).map(({ from, to }) => `${from} → ${to}`);
    expect(found.sort()).toEqual([
      'functions/domain/clock.ts → node:crypto',
      'functions/http/things/list-things.ts → functions/data/things.ts',
    ]);
  });

  it.each([
    ['functions/http/tasks/list-tasks.ts', 'functions/data/tasks/tasks.ts'],
    ['functions/jobs/automation-runner.ts', 'functions/platform/dynamodb/entity.ts'],
    ['functions/domain/team/employee-analysis.ts', 'functions/platform/logger.ts'],
    ['functions/domain/tasks/task-events.ts', '@aws-sdk/lib-dynamodb'],
    ['functions/data/tasks/tasks.ts', 'functions/domain/tasks/task-status.ts'],
    ['functions/data/tasks/tasks.ts', 'functions/services/tasks/tasks.ts'],
    ['functions/platform/events.ts', 'functions/data/automations/automations.ts'],
    ['functions/platform/auth/session.ts', 'functions/services/auth/accounts.ts'],
    ['functions/services/tasks/tasks.ts', 'functions/http/tasks/list-tasks.ts'],
    ['shared/schemas/task.ts', 'functions/platform/config.ts'],
  ])('refuses %s → %s', (from, to) => {
    expect(layerViolations([{ from, to }])).toHaveLength(1);
  });

  it.each([
    ['functions/http/tasks/list-tasks.ts', 'functions/services/tasks/tasks.ts'],
    ['functions/services/tasks/tasks.ts', 'functions/data/tasks/tasks.ts'],
    ['functions/services/tasks/task-changes.ts', 'functions/domain/tasks/task-status.ts'],
    ['functions/data/tasks/tasks.ts', 'functions/platform/dynamodb/entity.ts'],
    ['functions/domain/team/task-load.ts', 'shared/schemas/task.ts'],
    ['functions/domain/automations/actions.ts', 'zod'],
    ['functions/platform/auth/session.ts', 'functions/platform/dynamodb/entity.ts'],
  ])('allows %s → %s', (from, to) => {
    expect(layerViolations([{ from, to }])).toEqual([]);
  });
});
