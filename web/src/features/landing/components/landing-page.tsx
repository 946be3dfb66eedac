import { Box } from '@chakra-ui/react';
import { FeatureGrid } from './feature-grid';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <LandingHeader />
      <Box as="main" flex="1">
        <HeroSection />
        <FeatureGrid />
        <PricingSection />
      </Box>
      <LandingFooter />
    </Box>
  );
}
