import { Avatar } from '@chakra-ui/react';
import type { Employee } from '@shared/schemas/employee';

/** The profile image, or the first letters of first and last name (spec §2). */
export function EmployeeAvatar({
  employee,
  size = 'md',
}: {
  employee: Pick<Employee, 'firstName' | 'lastName' | 'profileImageUrl'>;
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}) {
  const letters = `${employee.firstName.trim()[0] ?? ''}${employee.lastName.trim()[0] ?? ''}`.toUpperCase();
  return (
    <Avatar.Root size={size} colorPalette="blue" flexShrink="0">
      <Avatar.Fallback aria-hidden>{letters}</Avatar.Fallback>
      {employee.profileImageUrl ? <Avatar.Image src={employee.profileImageUrl} alt="" /> : null}
    </Avatar.Root>
  );
}
