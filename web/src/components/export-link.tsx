import { Button, Link } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { type ApiRouteId, routeEntry } from '../lib/api-route';

/**
 * 'Export CSV': a download the browser makes itself (the answer is an attachment), so a plain link to the export
 * route, with the list's filters as its query.
 */
export function ExportLink({
  route,
  query = {},
  label = 'Export CSV',
}: {
  route: ApiRouteId;
  query?: Record<string, string | undefined>;
  label?: string;
}) {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`${routeEntry(route).path}${search ? `?${search}` : ''}`} download>
        <Download size={16} aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
