import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { feedbackLabel, type StaffReview } from '../../../contract/manager-reports.ts';
import { clockText } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { Smiley } from '../../../ui/smiley.tsx';
import { staffReviews } from '../api/staff-reviews.ts';

/** Reviews drawn at first, and added by each Show more (the answer holds up to 200). */
const REVIEWS_PAGE = 20;

/**
 * /reviewInformation (spec part 1 §2): the customers' reviews of each staff member, newest first, each
 * with its feedback smiley (1 Terrible to 5 Great) and its words.
 */
export function StaffReviewsScreen() {
  const { salon } = useManager();
  const read = useKept(staffReviews, salon.id);
  const [shown, setShown] = useState(REVIEWS_PAGE);
  return (
    <Stack gap="md">
      <KeptView
        read={read}
        what="staff reviews"
        empty={{ when: (data) => data.length === 0, text: 'No data' }}
      >
        {(data) => (
          <>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.slice(0, shown).map((review) => (
                <li key={`${review.reviewId}-${review.staffId}`}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </Stack>
            {data.length > shown && (
              <Button variant="light" onClick={() => setShown((n) => n + REVIEWS_PAGE)}>
                {`Show more (${data.length - shown})`}
              </Button>
            )}
          </>
        )}
      </KeptView>
    </Stack>
  );
}

function ReviewCard({ review }: { review: StaffReview }) {
  const label = feedbackLabel(review.feedBack);
  return (
    <Card withBorder padding="sm" data-testid="staff-review">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={review.avatar} alt="" size={40} radius="xl" color="pink">
            {review.staffName.slice(0, 1).toUpperCase() || '?'}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={1} data-testid="review-staff">
              {review.staffName}
            </Text>
            <Text size="xs" c="dimmed">
              {`${customerLabel(review.customerName)} · Ticket #${review.billNumber}`}
            </Text>
            <Text size="xs" c="dimmed">
              {clockText(review.createDate)}
            </Text>
          </Stack>
        </Group>
        <Stack gap={0} align="center" style={{ flex: 'none' }} data-testid="review-feedback">
          <Smiley level={review.feedBack} />
          <Text size="xs" fw={600}>
            {label}
          </Text>
        </Stack>
      </Group>
      {review.comment && (
        <Text size="sm" mt="xs">
          {review.comment}
        </Text>
      )}
    </Card>
  );
}
