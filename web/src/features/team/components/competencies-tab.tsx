import { Button, Field, HStack, Progress, Slider, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  COMPETENCY_MAX,
  COMPETENCY_MIN,
  COMPETENCY_SLIDER_STEP,
  type CompetencyScores,
  competencyKeys,
} from '@shared/catalog/competencies';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { competencyEntries, competencyValue } from '@shared/team/competency-score';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { useCanCall } from '../../../lib/use-can';
import { useUpdateCompetencies } from '../api/update-competencies';
import { CompetencyRadar } from './competency-radar';

const scoresOf = (employee: EmployeeDetail): CompetencyScores =>
  Object.fromEntries(competencyKeys.map((k) => [k, competencyValue(employee.competencies, k)])) as CompetencyScores;

/** 'Competency Assessment': radar + bars; 'Edit Assessment' switches to sliders (step 5) and 'Assessment Notes'. */
export function CompetenciesTab({ employee }: { employee: EmployeeDetail }) {
  const [editing, setEditing] = useState(false);
  const canEdit = useCanCall('updateCompetencies');
  const [scores, setScores] = useState<CompetencyScores>(() => scoresOf(employee));
  const [notes, setNotes] = useState(employee.competencies.notes ?? '');
  const save = useUpdateCompetencies(employee.id, { onSuccess: () => setEditing(false) });

  const reset = () => {
    setScores(scoresOf(employee));
    setNotes(employee.competencies.notes ?? '');
  };
  const startEditing = () => {
    reset();
    setEditing(true);
  };
  const cancel = () => {
    reset();
    setEditing(false);
  };

  return (
    <Stack pt="2">
      <SectionCard title="Competency Assessment">
        {editing ? (
          <Stack gap="5">
            {competencyEntries(scores).map((c) => (
              <Slider.Root
                key={c.key}
                min={COMPETENCY_MIN}
                max={COMPETENCY_MAX}
                step={COMPETENCY_SLIDER_STEP}
                value={[c.value]}
                onValueChange={(e) => setScores((s) => ({ ...s, [c.key]: e.value[0] ?? c.value }))}
                // The slider snaps what it shows to its step (an assessed 74 read 75), while Save sends the score
                // itself until the slider is moved: the text and the announced value are that score.
                getAriaValueText={() => String(c.value)}
                colorPalette="blue"
              >
                <HStack justify="space-between">
                  <Slider.Label>{c.label}</Slider.Label>
                  <Slider.ValueText>{c.value}</Slider.ValueText>
                </HStack>
                <Slider.Control>
                  <Slider.Track>
                    <Slider.Range />
                  </Slider.Track>
                  <Slider.Thumbs />
                </Slider.Control>
              </Slider.Root>
            ))}
            <Field.Root>
              <Field.Label>Assessment Notes</Field.Label>
              <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </Field.Root>
            <HStack justify="end">
              <Button variant="outline" onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
              <Button
                colorPalette="blue"
                loading={save.isPending}
                loadingText="Saving..."
                onClick={() => save.mutate({ ...scores, notes })}
              >
                Save
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="5">
            {canEdit ? (
              <HStack justify="end">
                <Button size="sm" variant="outline" onClick={startEditing}>
                  <Pencil size={14} aria-hidden />
                  Edit Assessment
                </Button>
              </HStack>
            ) : null}
            <CompetencyRadar competencies={employee.competencies} size={300} />
            <Stack gap="3" as="ul" listStyleType="none" aria-label="Competency scores">
              {competencyEntries(employee.competencies).map((c) => (
                <li key={c.key}>
                  <HStack justify="space-between" fontSize="sm">
                    <Text>{c.label}</Text>
                    <Text fontWeight="semibold">{c.value}</Text>
                  </HStack>
                  <Progress.Root value={c.value} max={100} size="sm" aria-label={c.label} colorPalette="blue">
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </li>
              ))}
            </Stack>
            {employee.competencies.notes ? (
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="semibold">
                  Assessment Notes
                </Text>
                <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                  {employee.competencies.notes}
                </Text>
              </Stack>
            ) : null}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
