import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { SIGN_IN_URL } from '../../../lib/auth-user';
import { PRICING_SECTION_ID } from './pricing-section';

export function HeroSection() {
  return (
    <Container as="section" maxW="4xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Stack gap="6" align="center">
        <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
          Automate workflows, track KPIs and grow smarter
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
          BizPilot gives small businesses and teams one place for KPIs, tasks, automations, finances and an AI
          assistant.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild size="lg" colorPalette="blue">
            <a href={SIGN_IN_URL}>
              Get Started Free <ArrowRight aria-hidden />
            </a>
          </Button>
          {/* Smooth scroll via lib/page-actions, so it works in the prerendered page. */}
          <Button size="lg" variant="outline" data-scroll-to={PRICING_SECTION_ID}>
            View Pricing
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
