import { Button, HStack, Text, type TextProps } from '@chakra-ui/react';

/** Why the server refused the form's last sending, in its own words; nothing while there is no refusal. */
export function FormRefusal({
  message,
  fontSize,
}: {
  message: string | null | undefined;
  fontSize?: TextProps['fontSize'];
}) {
  return message ? (
    <Text role="alert" color="fg.error" fontSize={fontSize}>
      {message}
    </Text>
  ) : null;
}

/** The end of a form on a page: the server's refusal, if any, above the submit button. */
export function FormActions({
  refusal,
  submitLabel,
  pending,
}: {
  refusal: string | null | undefined;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <>
      <FormRefusal message={refusal} />
      <HStack>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </HStack>
    </>
  );
}
