import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import {
  GLOSSARY_MAX_TERMS,
  GLOSSARY_MEANING_MAX,
  GLOSSARY_TERM_MAX,
  GOALS_MAX,
  INSTRUCTIONS_MAX,
} from '@shared/catalog/ai-settings';
import { type AiSettings, type GlossaryEntry, updateAiSettingsSchema } from '@shared/schemas/ai-settings';
import { Plus, Trash2 } from 'lucide-react';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { LoadingList } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { RoleRefusal } from '../../../components/role-gate';
import { ScreenLink } from '../../../components/screen-link';
import { SectionCard } from '../../../components/section-card';
import { SwitchCard } from '../../../components/switch-card';
import { useCan, usePlanFeature } from '../../../lib/use-can';
import { useAiSettings, useUpdateAiSettings } from '../api/ai-settings';

/**
 * Settings → AI: the switch that turns every AI feature of the workspace off (any plan), and on Elite ('Custom AI
 * training') the instructions, goals and glossary the assistant, the team analyst and the KPI tips read. Everyone may
 * read them; owners and admins change them.
 */
export function AiSettingsPage() {
  const settings = useAiSettings();
  return (
    <Page
      title="AI settings"
      description="Whether this workspace uses AI, and what its AI knows about your business."
      maxW="2xl"
    >
      <QueryStates
        query={settings}
        loading={<LoadingList label="Loading the AI settings" count={2} height="24" />}
        failed="The AI settings could not be loaded"
      >
        {(data) => (
          <>
            <SwitchSection settings={data} />
            <GuidanceSection settings={data} />
          </>
        )}
      </QueryStates>
    </Page>
  );
}

function SwitchSection({ settings }: { settings: AiSettings }) {
  const mayChange = useCan('workspace.settings');
  const update = useUpdateAiSettings(settings.enabled ? 'AI features turned off' : 'AI features turned on');
  return (
    <SwitchCard
      title="AI features"
      label="Use AI in this workspace"
      checked={settings.enabled}
      disabled={!mayChange || update.isPending}
      onChange={(enabled) => update.mutate({ enabled })}
    >
      <Text fontSize="sm" color="fg.muted">
        Off, the AI assistant, AI analysis of the team, 'Find Team Member' matching and the dashboard's AI tips are
        turned off for everyone, and nothing is sent to an AI provider. Bank categories and the financial analysis then
        come from the built-in engines.
      </Text>
      {!mayChange ? <RoleRefusal capability="workspace.settings" fontSize="sm" color="fg.muted" /> : null}
    </SwitchCard>
  );
}

type GuidanceValues = Pick<AiSettings, 'instructions' | 'goals' | 'glossary'>;

/** A glossary row's two inputs, each within its schema's limit. */
const glossaryColumns: {
  name: keyof GlossaryEntry;
  label: (row: number) => string;
  placeholder: string;
  maxLength: number;
}[] = [
  { name: 'term', label: (row) => `Term ${row}`, placeholder: 'Term', maxLength: GLOSSARY_TERM_MAX },
  {
    name: 'meaning',
    label: (row) => `Meaning of term ${row}`,
    placeholder: 'Meaning',
    maxLength: GLOSSARY_MEANING_MAX,
  },
];

function GuidanceSection({ settings }: { settings: AiSettings }) {
  const trained = usePlanFeature('aiTraining');
  const mayChange = useCan('workspace.settings');
  const update = useUpdateAiSettings('AI settings saved');
  const form = useForm({
    initial: (): GuidanceValues => ({
      instructions: settings.instructions,
      goals: settings.goals,
      glossary: settings.glossary,
    }),
    schema: updateAiSettingsSchema,
    toInput: (v) => v,
  });
  if (!trained) {
    return (
      <SectionCard title="Custom AI training">
        <Text fontSize="sm">
          Tell the assistant and the analysts about your business — instructions, goals and your own words — with the
          Elite plan's Custom AI training. <ScreenLink to="/subscription">See plans</ScreenLink>
        </Text>
      </SectionCard>
    );
  }
  const { glossary } = form.values;
  const setGlossary = form.set('glossary');
  const glossaryErrors = [form.errors.glossary, form.errors.term, form.errors.meaning].filter(Boolean);
  return (
    <SectionCard title="Custom AI training">
      <form noValidate onSubmit={form.handleSubmit((input) => update.mutate(input))}>
        <fieldset disabled={!mayChange}>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              The AI reads these as facts about your business. They cannot give anyone more rights, and the assistant
              still asks before every change.
            </Text>
            <TextareaField
              label="Instructions"
              rows={5}
              maxLength={INSTRUCTIONS_MAX}
              helper={`How the AI should answer, what to keep in mind. Up to ${INSTRUCTIONS_MAX.toLocaleString('en-US')} characters.`}
              {...form.field('instructions')}
            />
            <TextareaField
              label="Goals"
              rows={3}
              maxLength={GOALS_MAX}
              helper="What the business is working towards this year."
              {...form.field('goals')}
            />
            <Stack gap="2" as="fieldset">
              <Text as="legend" fontWeight="medium" fontSize="sm">
                Glossary
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Your words and what they mean, e.g. 'covers' → 'appointments'. The built-in assistant understands
                questions in them. Up to {GLOSSARY_MAX_TERMS} terms.
              </Text>
              {glossary.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and are edited in place
                <HStack key={index} gap="2" align="start">
                  {glossaryColumns.map((column) => (
                    <Input
                      key={column.name}
                      name={column.name}
                      aria-label={column.label(index + 1)}
                      placeholder={column.placeholder}
                      value={entry[column.name]}
                      maxLength={column.maxLength}
                      onChange={(e) =>
                        setGlossary(glossary.map((g, i) => (i === index ? { ...g, [column.name]: e.target.value } : g)))
                      }
                    />
                  ))}
                  <IconButton
                    aria-label={`Remove term ${index + 1}`}
                    variant="ghost"
                    onClick={() => setGlossary(glossary.filter((_, i) => i !== index))}
                  >
                    <Trash2 size={16} />
                  </IconButton>
                </HStack>
              ))}
              {glossaryErrors.map((message) => (
                <Text key={message} fontSize="sm" color="fg.error" role="alert">
                  {message}
                </Text>
              ))}
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={glossary.length >= GLOSSARY_MAX_TERMS}
                  onClick={() => setGlossary([...glossary, { term: '', meaning: '' }])}
                >
                  <Plus size={16} aria-hidden /> Add a term
                </Button>
              </HStack>
            </Stack>
            {mayChange ? (
              <HStack>
                <Button type="submit" loading={update.isPending}>
                  Save AI settings
                </Button>
              </HStack>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </SectionCard>
  );
}
