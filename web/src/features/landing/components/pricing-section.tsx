import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { plans } from '@shared/catalog/plans';
import { PricingCard } from './pricing-card';

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
            <PricingCard key={plan.tier} plan={plan} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
