import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';

/** Where a pager stands: pages count from 1, and a list with no page still shows "Page 1 of 1". */
export function pagerOf(page: number, totalPages: number) {
  const total = Number.isFinite(totalPages) ? Math.max(1, Math.floor(totalPages)) : 1;
  const at = Number.isFinite(page) ? Math.min(total, Math.max(1, Math.floor(page))) : 1;
  return { page: at, total, hasPrevious: at > 1, hasNext: at < total, text: `Page ${at} of ${total}` };
}

/**
 * Previous and Next around "Page x of y" (spec part 1 §2, Closed Tickets), in a navigation landmark
 * named `label`. At either end its button is disabled but stays focusable (`aria-disabled`), so the
 * keyboard is not thrown out of the pager on the last page. Drawn again only when its page or count
 * changes (a list's new rows do not draw it).
 */
export const Pager = memo(function Pager({
  page,
  totalPages,
  onPage,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const at = pagerOf(page, totalPages);
  const step = (to: number, allowed: boolean) => ({
    'data-disabled': !allowed || undefined,
    'aria-disabled': !allowed || undefined,
    onClick: () => {
      if (allowed) onPage(to);
    },
  });
  return (
    <Group component="nav" aria-label={label} justify="space-between" wrap="nowrap" gap="xs">
      <Button variant="default" {...step(at.page - 1, at.hasPrevious)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite" data-testid="pager-page">
        {at.text}
      </Text>
      <Button variant="default" {...step(at.page + 1, at.hasNext)}>
        Next
      </Button>
    </Group>
  );
});
