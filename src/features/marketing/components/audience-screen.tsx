import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { AudienceGroup } from '../../../contract/marketing.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { ExportButton } from '../../../ui/export-button.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { audience } from '../api/marketing.ts';
import { AUDIENCE_LABELS, type Channel, reachOf } from '../model/marketing.ts';

const WORDS: Record<Channel, { by: string; what: string; have: string }> = {
  EMAIL: { by: 'by email', what: 'emails', have: 'have an email' },
  SMS: { by: 'by text message', what: 'phones', have: 'have a mobile number' },
};

/**
 * /marketing-report/email and /marketing-report/sms (docs/decisions.md "Email and SMS screens"): how
 * many customers of each group the salon can reach that way, and each group's list of them as a CSV
 * file for the salon's own email or SMS tool. Nothing is sent from here.
 */
export function AudienceScreen({
  channel,
  exportList,
}: {
  channel: Channel;
  /** Saves the group's customers reachable by `channel` as a CSV file; answers how many it holds. */
  exportList: (group: AudienceGroup['type'], label: string) => Promise<number>;
}) {
  const { salon } = useManager();
  const read = useKept(audience, { shopId: salon.id }, { standIn: true });
  const words = WORDS[channel];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Customers you can reach {words.by}, by group. Export a group to send from your own{' '}
        {channel === 'EMAIL' ? 'email' : 'SMS'} service: nothing is sent from here.
      </Text>
      <KeptView read={read} what="customers">
        {(data) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.groups.map((g) => {
              const label = AUDIENCE_LABELS[g.type];
              const { reachable, percent } = reachOf(g, channel);
              return (
                <li key={g.type}>
                  <Card withBorder padding="sm" data-testid="audience-group">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600}>{label}</Text>
                        <Text size="sm" data-testid="audience-reach">
                          {reachable} of {g.customers} {words.have} · {percent}%
                        </Text>
                      </Stack>
                      <div style={{ flex: 'none' }}>
                        <ExportButton
                          label={`Export ${words.what}`}
                          disabled={reachable === 0}
                          run={() => exportList(g.type, `${label} ${words.what}`)}
                        />
                      </div>
                    </Group>
                    <Progress
                      value={percent}
                      size="sm"
                      mt="xs"
                      aria-label={`${label}: ${percent}% reachable`}
                    />
                  </Card>
                </li>
              );
            })}
          </Stack>
        )}
      </KeptView>
    </Stack>
  );
}
