import { competencyKeys } from '@shared/catalog/competencies';
import { type InsightContent, type InsightSource, insightContentSchema } from '@shared/schemas/insight';
import { competencyValue, overallScore } from '@shared/team/competency-score';
import * as z from '@shared/zod';
import { competencyHistory } from '../../domain/team/competency-trend';
import { analyzeEmployee as analyzeBuiltIn, type EmployeeAnalysisInput } from '../../domain/team/employee-analysis';
import { type Match, type MatchCandidate, type MatchTask, rankCandidates } from '../../domain/team/task-matching';
import type { AiClient, AiMessage } from '../../platform/ai/ai-client';

export interface Produced<T> {
  value: T;
  source: InsightSource;
  model: string | null;
}

export type Warn = (message: string, detail: Record<string, unknown>) => void;

/**
 * The team's analyst: the AI provider when one is configured, the built-in analyst otherwise. Any AI failure —
 * timeout, HTTP error, non-JSON or off-schema answer — is logged as a warning and answered by the built-in
 * analyst, so a caller never sees a 500 because of the model. Facts the data determines (the competency trend,
 * the confidence that reflects how much data there was, the workload balance) always come from the data.
 */
export function createTeamAnalyst(ai: AiClient | undefined, warn: Warn) {
  const builtIn = <T>(value: T): Produced<T> => ({ value, source: 'built-in', model: null });

  return {
    async analyzeEmployee(input: EmployeeAnalysisInput, now: Date): Promise<Produced<InsightContent>> {
      const computed = analyzeBuiltIn(input, now);
      if (!ai) return builtIn(computed);
      try {
        const answer = await ai.completeJson(insightContentSchema, employeeAnalysisMessages(input, computed, now), {
          temperature: 0.2,
        });
        return {
          value: {
            ...answer,
            performanceTrend: computed.performanceTrend,
            analysisConfidence: computed.analysisConfidence,
          },
          source: 'openai',
          model: ai.model,
        };
      } catch (error) {
        warn('AI employee analysis failed; using the built-in analyst', { error: describe(error) });
        return builtIn(computed);
      }
    },

    async recommendAssignments(task: MatchTask, candidates: readonly MatchCandidate[]): Promise<Produced<Match[]>> {
      const ranked = rankCandidates(task, candidates);
      if (!ai || ranked.length === 0) return builtIn(ranked);
      try {
        const answer = await ai.completeJson(aiRankingSchema, matchingMessages(task, candidates, ranked), {
          temperature: 0.2,
        });
        const byId = new Map(ranked.map((m) => [m.employeeId, m]));
        const seen = new Set<string>();
        const merged: Match[] = [];
        for (const r of answer.recommendations) {
          const base = byId.get(r.employeeId);
          if (!base || seen.has(r.employeeId)) continue;
          seen.add(r.employeeId);
          merged.push({
            ...base,
            matchScore: Math.round(r.matchScore),
            skillMatch: Math.round(r.skillMatch),
            estimatedCompletionTime: r.estimatedCompletionTime,
            reasoning: r.reasoning,
          });
        }
        if (merged.length !== ranked.length)
          throw new Error(`The model ranked ${merged.length} of ${ranked.length} candidates`);
        merged.sort((a, b) => b.matchScore - a.matchScore || a.employee.name.localeCompare(b.employee.name));
        return { value: merged, source: 'openai', model: ai.model };
      } catch (error) {
        warn('AI task matching failed; using the built-in matcher', { error: describe(error) });
        return builtIn(ranked);
      }
    },
  };
}

export type TeamAnalyst = ReturnType<typeof createTeamAnalyst>;

const describe = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, ...('detail' in error ? { detail: error.detail } : {}) }
    : { error: String(error) };

const aiRankingSchema = z.object({
  recommendations: z
    .array(
      z.object({
        employeeId: z.string(),
        matchScore: z.number().check(z.gte(0), z.lte(100)),
        skillMatch: z.number().check(z.gte(0), z.lte(100)),
        estimatedCompletionTime: z.number().check(z.gte(0.25), z.lte(400)),
        reasoning: z.string().check(z.minLength(1), z.maxLength(600)),
      }),
    )
    .check(z.maxLength(200)),
});

const SYSTEM =
  'You are the team analyst of an app for small-business managers. Use only the data given; never invent facts, ' +
  'numbers or history. Write short, specific, kind and actionable sentences a manager can act on.';

function employeeAnalysisMessages(input: EmployeeAnalysisInput, computed: InsightContent, now: Date): AiMessage[] {
  const { employee } = input;
  const history = competencyHistory(input.snapshots, employee.competencies, now);
  const data = {
    today: now.toISOString().slice(0, 10),
    employee: {
      position: employee.position,
      department: employee.department,
      hireDate: employee.hireDate,
      skills: employee.skills,
      certifications: employee.certifications,
      lastReviewScore: employee.performanceScore,
      competencies: Object.fromEntries(competencyKeys.map((k) => [k, competencyValue(employee.competencies, k)])),
      overallScore: overallScore(employee.competencies),
    },
    competencyHistory: input.snapshots.map((s) => ({
      savedAt: s.savedAt.slice(0, 10),
      overall: overallScore(s.scores),
    })),
    computedTrend: history.trend,
    managerNotes: input.notes.map((n) => ({
      type: n.noteType,
      followUpOpen: n.requiresFollowUp && !n.followUpCompleted,
      date: n.createdAt.slice(0, 10),
    })),
    tasks: input.tasks,
    builtInAnalysis: computed,
  };
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        'Analyse this employee for their manager. strengthsAnalysis and developmentAreas: 2–4 sentences each, naming the ' +
        'competency and score. recommendedTaskTypes: the 3 best task types from taskCompatibility. Keep performanceTrend equal to ' +
        'computedTrend. Scores are percents 0–100. The built-in analysis is a baseline you may improve on.\n' +
        JSON.stringify(data),
    },
  ];
}

function matchingMessages(
  task: MatchTask,
  candidates: readonly MatchCandidate[],
  ranked: readonly Match[],
): AiMessage[] {
  const scores = new Map(ranked.map((m) => [m.employeeId, m]));
  const data = {
    task: { title: task.title, description: task.description, priority: task.priority },
    candidates: candidates.map(({ employee, openTasks }) => ({
      employeeId: employee.id,
      position: employee.position,
      department: employee.department,
      skills: [...employee.skills, ...employee.certifications],
      competencies: Object.fromEntries(competencyKeys.map((k) => [k, competencyValue(employee.competencies, k)])),
      openTasks,
      builtIn: {
        matchScore: scores.get(employee.id)?.matchScore,
        skillMatch: scores.get(employee.id)?.skillMatch,
        hours: scores.get(employee.id)?.estimatedCompletionTime,
      },
    })),
  };
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        'Rank every candidate for this task, best first. matchScore and skillMatch are 0–100; estimatedCompletionTime is hours. ' +
        'reasoning: one sentence naming the competencies, skills and current workload that decided it. Return every candidate exactly once.\n' +
        JSON.stringify(data),
    },
  ];
}
