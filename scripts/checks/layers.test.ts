import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';
import { importCycles, layerFindings, layerViolations, repositoryGraph } from './layers';

const edge = (from: string, to: string) => ({ from, to, kind: 'value' as const, line: 1 });

describe('layering', () => {
  it('holds over the whole repository: no layer breach, no cycle in functions/ or shared/, no import that leads nowhere', () => {
    expect(layerFindings(repositoryGraph())).toEqual([]);
  });

  describe('on a fixture of deliberately wrong code (scripts/checks/fixtures/wrong-import)', () => {
    const graph = importGraph(join(import.meta.dirname, 'fixtures/wrong-import'));

    it('finds every breach, type-only imports, type-level and dynamic `import()`s included', () => {
      const found = layerViolations(graph.edges).map(({ from, to, kind }) => `${from} → ${to} (${kind})`);
      expect(found.sort()).toEqual([
        'functions/domain/clock.ts → node:crypto (value)',
        'functions/domain/thing-names.ts → functions/adapters/things-api.ts (type)',
        'functions/http/things/get-thing.ts → functions/adapters/things-api.ts (value)',
        'functions/http/things/list-things.ts → functions/data/things.ts (value)',
        'infra/stack.ts → functions/data/things.ts (value)',
        'scripts/local/runtime.ts → scripts/testing/fake-things.ts (value)',
        'web/src/features/orders/order-list.ts → web/src/features/customers/customer-badge.ts (value)',
        'web/src/lib/order-cells.ts → web/src/features/orders/order-list.ts (type)',
      ]);
    });

    it('finds the cycle, through a re-export and a type-only import', () => {
      expect(importCycles(graph.edges)).toEqual([
        {
          cycle: [
            'functions/services/thing-counts.ts',
            'functions/services/thing-report.ts',
            'functions/services/thing-sync.ts',
            'functions/services/thing-counts.ts',
          ],
          modules: [
            'functions/services/thing-counts.ts',
            'functions/services/thing-report.ts',
            'functions/services/thing-sync.ts',
          ],
        },
      ]);
    });

    it('resolves as TypeScript does: tsconfig paths, re-exports, type-only imports', () => {
      const edges = graph.edges.map(({ from, to, kind }) => `${from} → ${to} (${kind})`);
      expect(edges).toEqual(
        expect.arrayContaining([
          'functions/domain/thing-names.ts → shared/things.ts (type)',
          'web/src/features/orders/order-list.ts → shared/things.ts (type)',
          'functions/http/things/get-thing.ts → functions/services/thing-counts.ts (value)',
          'functions/services/thing-sync.ts → functions/services/thing-counts.ts (type)',
        ]),
      );
      expect(graph.unresolved).toEqual([]);
    });

    it('lists each finding on a line, with where the import is', () => {
      const findings = layerFindings(graph);
      expect(findings).toContain(
        'functions/domain/thing-names.ts:4 imports types from functions/adapters/things-api.ts: functions/domain/ may not (domain logic is pure: no I/O, no clock, no ids (they are passed in), so it imports only shared code and pure libraries)',
      );
      expect(findings).toContain(
        'import cycle: functions/services/thing-counts.ts → functions/services/thing-report.ts → functions/services/thing-sync.ts → functions/services/thing-counts.ts',
      );
    });
  });

  it.each([
    ['functions/http/tasks/list-tasks.ts', 'functions/data/tasks/tasks.ts'],
    ['functions/jobs/automation-runner.ts', 'functions/platform/dynamodb/entity.ts'],
    ['functions/jobs/automation-runner.ts', 'functions/adapters/email-sender.ts'],
    ['functions/domain/team/employee-analysis.ts', 'functions/platform/logger.ts'],
    ['functions/domain/finance/analysis/narrative.ts', 'functions/platform/ai/ai-client.ts'],
    ['functions/domain/finance/accounts/match-account.ts', 'functions/adapters/statements/statement.ts'],
    ['functions/domain/tasks/task-events.ts', '@aws-sdk/lib-dynamodb'],
    ['functions/domain/tasks/task-events.ts', 'node:crypto'],
    ['functions/data/tasks/tasks.ts', 'functions/domain/tasks/task-status.ts'],
    ['functions/data/tasks/tasks.ts', 'functions/services/tasks/tasks.ts'],
    ['functions/adapters/email-sender.ts', 'functions/services/auth/accounts.ts'],
    ['functions/platform/events.ts', 'functions/data/automations/automations.ts'],
    ['functions/platform/auth/session.ts', 'functions/services/auth/accounts.ts'],
    ['functions/services/tasks/tasks.ts', 'functions/http/tasks/list-tasks.ts'],
    ['functions/services/tasks/tasks.ts', 'scripts/testing/test-runtime.ts'],
    ['shared/schemas/task.ts', 'functions/platform/config.ts'],
    ['shared/schemas/task.ts', 'web/src/lib/format-date.ts'],
    ['web/src/features/tasks/components/task-list.tsx', 'functions/services/tasks/tasks.ts'],
    ['web/src/lib/api-client.ts', 'scripts/testing/api-client.ts'],
    ['web/src/features/team/api/assign-task.ts', 'web/src/features/tasks/components/task-card.tsx'],
    ['web/src/features/team/components/team-page.tsx', 'web/src/features/tasks/utils/due-date.ts'],
    ['web/src/features/tasks/components/task-list.tsx', 'web/src/routes/tasks.tsx'],
    ['web/src/components/page-header.tsx', 'web/src/features/tasks/api/get-tasks.ts'],
    ['web/src/lib/navigate.ts', 'web/src/app/router.ts'],
    ['web/src/app/provider.tsx', 'web/src/testing/stub-api.ts'],
    ['functions/services/tasks/tasks.ts', 'shared/testing/task.ts'],
    ['shared/schemas/task.ts', 'shared/testing/task.ts'],
    ['web/src/features/tasks/components/task-list.tsx', 'shared/testing/task.ts'],
    ['infra/constructs/api.ts', 'functions/services/tasks/tasks.ts'],
    ['infra/constructs/api.ts', 'scripts/local/runtime.ts'],
    ['infra/constructs/web.ts', 'web/src/app/router.ts'],
    ['scripts/local/runtime.ts', 'scripts/testing/test-runtime.ts'],
    ['scripts/local/sandbox/provider-sandbox.ts', 'scripts/testing/fakes/fake-stripe.ts'],
    ['scripts/start.ts', 'scripts/testing/api-client.ts'],
  ])('refuses %s → %s', (from, to) => {
    expect(layerViolations([edge(from, to)])).not.toEqual([]);
  });

  it.each([
    ['functions/http/tasks/list-tasks.ts', 'functions/services/tasks/tasks.ts'],
    ['functions/http/tasks/list-tasks.ts', 'functions/platform/http/define-handler.ts'],
    ['functions/services/tasks/tasks.ts', 'functions/data/tasks/tasks.ts'],
    ['functions/services/tasks/task-changes.ts', 'functions/domain/tasks/task-status.ts'],
    ['functions/services/finance/ai-narrative.ts', 'functions/platform/ai/ai-client.ts'],
    ['functions/data/tasks/tasks.ts', 'functions/platform/dynamodb/entity.ts'],
    ['functions/adapters/statements/statement.ts', 'functions/domain/finance/accounts/statement-account.ts'],
    ['functions/domain/team/task-load.ts', 'shared/schemas/task.ts'],
    ['functions/domain/kpi/chart-buckets.ts', 'functions/domain/finance/calendar-date.ts'],
    ['functions/domain/automations/actions.ts', 'zod'],
    ['functions/platform/auth/session.ts', 'functions/platform/dynamodb/entity.ts'],
    ['web/src/features/team/api/assign-task.ts', 'web/src/features/tasks/api/get-tasks.ts'],
    ['web/src/features/tasks/components/task-list.tsx', 'web/src/features/tasks/api/get-tasks.ts'],
    ['web/src/features/tasks/components/task-list.tsx', 'web/src/components/page-header.tsx'],
    ['web/src/features/tasks/components/task-list.tsx', 'shared/schemas/task.ts'],
    ['web/src/routes/tasks.tsx', 'web/src/features/tasks/components/task-list.tsx'],
    ['web/src/features/tasks/components/task-list.test.tsx', 'web/src/testing/stub-api.ts'],
    ['web/src/testing/fixtures.ts', 'shared/testing/task.ts'],
    ['functions/domain/tasks/task-fields.test.ts', 'shared/testing/task.ts'],
    ['infra/constructs/data.ts', 'functions/platform/dynamodb/table-definition.ts'],
    ['infra/constructs/api.ts', 'functions/authorizers/origin-verify-header.ts'],
    ['infra/constructs/api.ts', 'shared/api/routes.ts'],
    ['infra/constructs/api.ts', 'aws-cdk-lib'],
    ['infra/test/bundles.test.ts', 'scripts/bench/lambda-bundles.ts'],
    ['scripts/local/runtime.ts', 'functions/http/tasks/list-tasks.ts'],
    ['scripts/local/runtime.ts', 'scripts/local/sandbox/provider-sandbox.ts'],
    ['scripts/testing/connector-harness.ts', 'scripts/local/sandbox/providers/fake-provider-server.ts'],
    ['scripts/local/runtime.test.ts', 'scripts/testing/test-runtime.ts'],
    ['functions/adapters/integrations/connectors.test.ts', 'scripts/local/sandbox/providers/hubspot.ts'],
  ])('allows %s → %s', (from, to) => {
    expect(layerViolations([edge(from, to)])).toEqual([]);
  });

  it('refuses a cycle however long, and a direct one', () => {
    const cycles = importCycles([
      edge('functions/services/a.ts', 'functions/services/b.ts'),
      edge('functions/services/b.ts', 'functions/services/c.ts'),
      edge('functions/services/c.ts', 'functions/services/a.ts'),
      edge('shared/x.ts', 'shared/y.ts'),
      edge('shared/y.ts', 'shared/x.ts'),
      edge('shared/y.ts', 'shared/z.ts'),
      // Only functions/ and shared/ must be acyclic.
      edge('web/src/a.ts', 'web/src/b.ts'),
      edge('web/src/b.ts', 'web/src/a.ts'),
    ]);
    expect(cycles.map(({ cycle }) => cycle.join(' → '))).toEqual([
      'functions/services/a.ts → functions/services/b.ts → functions/services/c.ts → functions/services/a.ts',
      'shared/x.ts → shared/y.ts → shared/x.ts',
    ]);
  });
});
