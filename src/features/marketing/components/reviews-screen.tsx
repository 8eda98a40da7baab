import { Avatar, Badge, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { REVIEW_PAGE_SIZE, type ReviewItem } from '../../../contract/marketing.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { Stars } from '../../../ui/stars.tsx';
import { type ReviewsAsk, reviews } from '../api/marketing.ts';
import { NO_DATA, REVIEW_SORT_OPTIONS, STAR_OPTIONS, starOf } from '../model/marketing.ts';
import { RatingSummary } from './rating-summary.tsx';

/** Spec §5: search text is trimmed, with a 200 ms debounce. */
const SEARCH_DEBOUNCE_MS = 200;

export type ReviewsChoice = Omit<ReviewsAsk, 'shopId'>;

/**
 * /marketing-report/reviews-comments (spec part 2 §2 "Reviews & Comments"): the rating summary, the sort
 * (Lasted, Highest rated), the star filter, a customer-name search and the reviews, 10 a page, each
 * found by the server.
 */
export function ReviewsScreen({
  choice,
  onChoice,
}: {
  choice: ReviewsChoice;
  onChoice: (next: ReviewsChoice) => void;
}) {
  const { salon } = useManager();
  const read = useKept(reviews, { shopId: salon.id, ...choice }, { standIn: true });
  const [typed, setTyped] = useState(choice.search);
  useEffect(() => {
    const next = typed.trim();
    if (next === choice.search) return;
    const timer = setTimeout(() => onChoice({ ...choice, search: next, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, choice, onChoice]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="xs">
        <NativeSelect
          label="Sort"
          data={REVIEW_SORT_OPTIONS}
          value={choice.sort}
          onChange={(e) =>
            onChoice({ ...choice, sort: e.currentTarget.value === 'HIGHEST' ? 'HIGHEST' : 'LATEST', page: 1 })
          }
          data-testid="review-sort"
        />
        <NativeSelect
          label="Stars"
          data={STAR_OPTIONS}
          value={choice.star ? String(choice.star) : ''}
          onChange={(e) => onChoice({ ...choice, star: starOf(e.currentTarget.value), page: 1 })}
          data-testid="review-star"
        />
      </SimpleGrid>
      <TextInput
        type="search"
        label="Search"
        placeholder="Customer name"
        value={typed}
        maxLength={100}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <KeptView read={read} what="reviews">
        {(data) => (
          <>
            <Card withBorder padding="md">
              <RatingSummary average={data.average} count={data.count} />
            </Card>
            {data.reviews.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" data-testid="reviews-empty">
                {NO_DATA}
              </Text>
            ) : (
              <>
                <Text size="sm" c="dimmed" data-testid="review-total">
                  {data.total === 1 ? '1 review' : `${data.total.toLocaleString('en-US')} reviews`}
                </Text>
                <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.reviews.map((r) => (
                    <li key={r.id}>
                      <ReviewCard review={r} />
                    </li>
                  ))}
                </Stack>
                <Pager
                  page={data.page}
                  totalPages={Math.ceil(data.total / REVIEW_PAGE_SIZE)}
                  onPage={(page) => onChoice({ ...choice, page })}
                  label="Review pages"
                />
              </>
            )}
          </>
        )}
      </KeptView>
    </Stack>
  );
}

function ReviewCard({ review }: { review: ReviewItem }) {
  return (
    <Card withBorder padding="sm" data-testid="review-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="review-customer">
            {review.customerName}
          </Text>
          {review.phone && (
            <Text size="sm" c="dimmed">
              {review.phone}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flex: 'none' }}>
          <Stars value={review.star} />
          <Text size="xs" c="dimmed">
            {review.createDate}
          </Text>
        </Stack>
      </Group>
      {review.comment && (
        <Text size="sm" mt="xs">
          {review.comment}
        </Text>
      )}
      {review.staffName && (
        <Group gap="xs" mt="xs" wrap="nowrap">
          <Avatar src={review.staffAvatar} alt="" size="sm" radius="xl">
            {review.staffName.slice(0, 1)}
          </Avatar>
          <Text size="sm">{review.staffName}</Text>
        </Group>
      )}
      {review.services.length > 0 && (
        <Group gap={4} mt="xs">
          {review.services.map((s) => (
            <Badge key={s.id} variant="light" color="gray" tt="none">
              {s.duration > 0 ? `${s.name} · ${s.duration} min` : s.name}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}
