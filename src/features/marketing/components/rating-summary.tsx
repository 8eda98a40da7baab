import { Group, Progress, Stack, Text } from '@mantine/core';
import { Stars } from '../../../ui/stars.tsx';
import { averageText, ratingsText, starRows } from '../model/marketing.ts';

/** The rating summary: the average large with its stars and count; with `stars`, a bar per star. */
export function RatingSummary({
  average,
  count,
  stars,
}: {
  average: number;
  count: number;
  stars?: readonly number[];
}) {
  return (
    <Group align="center" wrap="nowrap" gap="lg" data-testid="rating-summary">
      <Stack gap={2} align="center" style={{ flex: 'none' }}>
        <Text fw={700} fz={36} lh={1} data-testid="rating-average">
          {averageText(average, count)}
        </Text>
        <Stars value={count === 0 ? 0 : average} />
        <Text size="xs" c="dimmed" data-testid="rating-count">
          {ratingsText(count)}
        </Text>
      </Stack>
      {stars && (
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {starRows(stars).map((row) => (
            <Group key={row.star} gap="xs" wrap="nowrap">
              <Text size="xs" w={12} ta="right">
                {row.star}
              </Text>
              <Progress
                value={row.percent}
                color="yellow.6"
                size="sm"
                style={{ flex: 1 }}
                aria-label={`${row.star} stars: ${row.count}`}
              />
              <Text size="xs" c="dimmed" w={28} ta="right">
                {row.count}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Group>
  );
}
