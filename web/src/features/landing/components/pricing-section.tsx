import { Box, Button, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { plans } from '@shared/catalog/plans';
import { PlanCard } from '../../../components/plan-card';
import { SIGN_IN_URL } from '../../../lib/auth-user';

export const PRICING_SECTION_ID = 'pricing';

export function PricingSection() {
  return (
    <Box as="section" id={PRICING_SECTION_ID} aria-labelledby="pricing-heading" py="16" scrollMarginTop="16">
      <Container maxW="6xl">
        <Heading as="h2" id="pricing-heading" size="3xl" textAlign="center">
          Simple, transparent pricing
        </Heading>
        <Text textAlign="center" color="fg.muted" mt="3" mb="12">
          Pick the plan that fits your business. Every plan is billed monthly.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" alignItems="start">
          {plans.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              action={
                // Every tier button leads to sign-in (spec §2).
                <Button asChild width="full" colorPalette="blue" variant={plan.mostPopular ? 'solid' : 'outline'}>
                  <a href={SIGN_IN_URL}>{plan.ctaLabel}</a>
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
