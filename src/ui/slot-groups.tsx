import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { splitSlots } from '../lib/slots.ts';

/**
 * A day's free start times, Morning (AM) and Afternoon (PM) (spec part 2 §2), each a button; "No Data"
 * when there is none (spec §8). The chosen one is pressed.
 */
export function SlotGroups({
  slots,
  chosen,
  onChoose,
  headingOrder = 3,
}: {
  slots: readonly string[];
  chosen?: string | undefined;
  onChoose: (slot: string) => void;
  headingOrder?: 2 | 3 | 4;
}) {
  const { morning, afternoon } = splitSlots(slots);
  if (slots.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="no-slots">
        No Data
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="slots">
      {(
        [
          ['Morning', morning],
          ['Afternoon', afternoon],
        ] as const
      ).map(([name, group]) =>
        group.length === 0 ? null : (
          <section key={name} aria-label={name}>
            <Title order={headingOrder} size="h5" mb={6}>
              {name}
            </Title>
            <SimpleGrid cols={3} spacing="xs">
              {group.map((slot) => (
                <Button
                  key={slot}
                  variant={slot === chosen ? 'filled' : 'default'}
                  aria-pressed={slot === chosen}
                  onClick={() => onChoose(slot)}
                  px={4}
                >
                  {slot}
                </Button>
              ))}
            </SimpleGrid>
          </section>
        ),
      )}
    </Stack>
  );
}
