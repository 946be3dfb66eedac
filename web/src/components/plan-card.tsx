import { Badge, Box, Card, HStack, List, Text } from '@chakra-ui/react';
import { MOST_POPULAR_LABEL, type Plan } from '@shared/catalog/plans';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface PlanCardProps {
  plan: Plan;
  /** The card's button: 'Start Free Trial' on the landing page, Upgrade / Downgrade / 'Current Plan' when signed in. */
  action: ReactNode;
  /** The workspace's plan, outlined like the most popular one is on the landing page. */
  current?: boolean;
}

/** A plan from the catalogue (spec §9): name, price, description, features, and what the reader can do with it. */
export function PlanCard({ plan, action, current = false }: PlanCardProps) {
  const outlined = current || plan.mostPopular;
  return (
    <Card.Root
      position="relative"
      borderWidth={outlined ? '2px' : '1px'}
      borderColor={current ? 'green.600' : plan.mostPopular ? 'blue.600' : 'border'}
      data-testid={`plan-${plan.tier}`}
      aria-current={current || undefined}
    >
      {plan.mostPopular ? (
        <Badge colorPalette="blue" variant="solid" position="absolute" top="-3" left="50%" translate="-50% 0">
          {MOST_POPULAR_LABEL}
        </Badge>
      ) : null}
      <Card.Header>
        <Card.Title as="h3" fontSize="xl">
          {plan.name}
        </Card.Title>
        <Card.Description>{plan.description}</Card.Description>
        <HStack align="baseline" gap="1" pt="2">
          <Text as="span" fontSize="4xl" fontWeight="bold">
            ${plan.priceUsdPerMonth}
          </Text>
          <Text as="span" color="fg.muted">
            /month
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {plan.features.map((feature) => (
            <List.Item key={feature} alignItems="flex-start">
              <Box as="span" color="green.600" _dark={{ color: 'green.300' }} mt="1" me="2" aria-hidden>
                <Check size={16} />
              </Box>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}
