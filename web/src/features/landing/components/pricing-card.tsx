import { Badge, Box, Button, Card, HStack, List, Text } from '@chakra-ui/react';
import { MOST_POPULAR_LABEL, type Plan } from '@shared/catalog/plans';
import { Check } from 'lucide-react';
import { SIGN_IN_URL } from '../../../lib/auth-user';

export function PricingCard({ plan }: { plan: Plan }) {
  return (
    <Card.Root
      position="relative"
      borderWidth={plan.mostPopular ? '2px' : '1px'}
      borderColor={plan.mostPopular ? 'blue.600' : 'border'}
      data-testid={`plan-${plan.tier}`}
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
      <Card.Footer>
        <Button asChild width="full" colorPalette="blue" variant={plan.mostPopular ? 'solid' : 'outline'}>
          <a href={SIGN_IN_URL}>{plan.ctaLabel}</a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
