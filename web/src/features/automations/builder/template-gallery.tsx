import { Button, Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type AutomationTemplate,
  automationTemplates,
  missingForTemplate,
  type TemplateContext,
} from '@shared/catalog/automation-templates';
import { FinePrint } from '../../../components/fine-print';

/** The one-click templates, filled from what is connected; one that needs an app that is not says so and links there. */
export function TemplateGallery({
  context,
  onUse,
}: {
  context: TemplateContext;
  onUse: (template: AutomationTemplate) => void;
}) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="2" listStyleType="none" aria-label="Templates">
      {automationTemplates.map((template) => {
        const missing = missingForTemplate(template, context);
        return (
          <Card.Root as="li" key={template.id} size="sm" variant="outline" data-testid="automation-template">
            <Card.Body gap="1">
              <Text fontWeight="semibold" fontSize="sm">
                {template.name}
              </Text>
              <FinePrint>{template.description}</FinePrint>
              {missing.length ? (
                <Stack gap="0.5" fontSize="xs">
                  {missing.map((m) => (
                    <Text key={m} color="fg.warning">
                      {m}.
                    </Text>
                  ))}
                  <Link href="/integrations" colorPalette="blue" variant="underline">
                    Go to Integrations
                  </Link>
                </Stack>
              ) : null}
              <Button
                size="xs"
                variant="outline"
                alignSelf="start"
                mt="1"
                aria-label={`Use template: ${template.name}`}
                onClick={() => onUse(template)}
              >
                Use template
              </Button>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
