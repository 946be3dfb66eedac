import { Box, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { landingFeatures } from '../landing-features';

export function FeatureGrid() {
  return (
    <Box as="section" aria-labelledby="features-heading" bg="bg.subtle" py="16">
      <Container maxW="6xl">
        <Heading as="h2" id="features-heading" size="3xl" textAlign="center" mb="10">
          Everything you need to run your business
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {landingFeatures.map(({ title, description, icon: Icon }) => (
            <Card.Root key={title} size="sm">
              <Card.Body gap="3">
                <Box color="blue.600" _dark={{ color: 'blue.300' }} aria-hidden>
                  <Icon size={28} />
                </Box>
                <Card.Title as="h3">{title}</Card.Title>
                <Text color="fg.muted">{description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
