import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { defaultStack } from './fixture';

const { stack } = defaultStack();

function* walk(node: IConstruct): Generator<IConstruct> {
  yield node;
  for (const child of node.node.children) yield* walk(child);
}

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged findings (errors or warnings)', () => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    const findings = report.violations.map((v) => ({
      rule: v.ruleName,
      severity: v.severity,
      resources: v.violatingResources.map((r) => r.constructPath),
    }));
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('gives every acknowledgement a written reason', () => {
    const acknowledgements = [...walk(stack)].flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
        .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const ack of acknowledgements) {
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(40);
    }
    // Acknowledgements sit on the resource they are about, never on the whole stack.
    expect(stack.node.metadata.filter((e) => e.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)).toEqual([]);
  });
});
