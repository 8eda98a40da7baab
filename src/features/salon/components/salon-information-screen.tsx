import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import type { SalonTextField, ShopInfo } from '../../../contract/shop.ts';
import { formatPhone } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { NeedsConnection } from '../../../ui/needs-connection.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import { UnsavedChanges } from '../../../ui/unsaved-changes.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { salonDetail, useSalonUpdate } from '../api/salon-information.ts';
import {
  type ChosenImage,
  changedFields,
  EMPTY_DRAFT,
  FIELD_LABELS,
  hasChanges,
  imageProblem,
  linkProblem,
  noticeChoices,
  type SalonDraft,
  shownText,
  tooManyPromotions,
} from '../model/salon-form.ts';

const IMAGE_ACCEPT = 'image/png,image/jpeg';
const CONTACT: readonly SalonTextField[] = ['address', 'city', 'state', 'zip'];
const SOCIAL: readonly SalonTextField[] = ['facebookUrl', 'instagramUrl', 'googleUrl', 'yelpUrl'];

/** Reads a chosen image as base64 (to send) and as a data URL (to show). */
function readImage(file: File): Promise<ChosenImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const preview = String(reader.result);
      resolve({ preview, base64: preview.slice(preview.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * /salon-information (spec part 2 §2, §5): the company name, email and phone read-only; the contact
 * and social fields, the banner, the promotion images and the show-promotion switch editable. Save
 * sends only what changed; offline it is refused and everything typed stays.
 */
export function SalonInformationScreen() {
  const { salon } = useManager();
  const read = useKept(salonDetail, { shopId: salon.id });
  return (
    <KeptView read={read} what="salon information">
      {(saved) => <SalonForm saved={saved} shopId={salon.id} />}
    </KeptView>
  );
}

function SalonForm({ saved, shopId }: { saved: ShopInfo; shopId: number }) {
  const [draft, setDraft] = useState<SalonDraft>(EMPTY_DRAFT);
  // One key per set of changes: a double tap or a retry of the same changes saves once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [imageError, setImageError] = useState<string | null>(null);
  const save = useSalonUpdate(shopId);
  const update = changedFields(saved, draft);
  const changed = hasChanges(update);
  const linkErrors = SOCIAL.some((f) => linkProblem(shownText(saved, draft, f)) !== null);
  const edit = (next: SalonDraft) => {
    setDraft(next);
    setKey(crypto.randomUUID());
  };
  const submit = useSingleFlight(async () => {
    try {
      await save.mutateAsync({ update, key });
      toast.success(TOAST_TEXT.updated);
      setDraft(EMPTY_DRAFT);
    } catch (err) {
      // The draft stays: nothing typed is lost, Save tries again.
      toast.failure(err);
    }
  });
  const promotions = draft.promotions?.map((p) => p.preview) ?? saved.promotionUrls;

  return (
    <Stack gap="md" pb="xl">
      <Card withBorder padding="md">
        <Stack gap="xs">
          <ReadOnly label="Company name" value={saved.companyName} />
          <ReadOnly label="Email" value={saved.email} />
          <ReadOnly label="Phone" value={formatPhone(saved.phone)} />
        </Stack>
      </Card>

      <Section title="Contact">
        {CONTACT.map((field) => (
          <TextField key={field} field={field} saved={saved} draft={draft} onDraft={edit} />
        ))}
      </Section>

      <Section title="Social links">
        {SOCIAL.map((field) => (
          <TextField key={field} field={field} saved={saved} draft={draft} onDraft={edit} link />
        ))}
      </Section>

      <Section title="Online booking">
        <Text size="sm">
          {"Your salon's booking page: "}
          <Anchor
            href={`/${encodeURIComponent(saved.apiKey)}/booking`}
            target="_blank"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="booking-page-link"
          >
            {`${window.location.host}/${saved.apiKey}/booking`}
          </Anchor>
        </Text>
        <NativeSelect
          label="Customers can move or cancel a booking online"
          description="On the link their booking gives them; closer to the start they call the salon."
          data={noticeChoices(saved.cancelNoticeMinutes)}
          value={String(draft.cancelNoticeMinutes ?? saved.cancelNoticeMinutes)}
          onChange={(e) => edit({ ...draft, cancelNoticeMinutes: Number(e.currentTarget.value) })}
        />
      </Section>

      <Section title="Banner">
        {draft.banner || saved.bannerUrl ? (
          <Image
            src={draft.banner?.preview ?? saved.bannerUrl ?? undefined}
            alt="The salon's banner"
            radius="md"
            mah={200}
            fit="contain"
            data-testid="salon-banner"
          />
        ) : (
          <Text c="dimmed" size="sm">
            No banner yet.
          </Text>
        )}
        <ImagePicker
          label="Change banner"
          onPick={async (files) => {
            const [file] = files;
            const problem = file ? imageProblem(file) : null;
            setImageError(problem);
            if (file && !problem) edit({ ...draft, banner: await readImage(file) });
          }}
        />
      </Section>

      <Section title="Promotions">
        <Switch
          label="Show promotion"
          checked={draft.showPromotion ?? saved.showPromotion}
          onChange={(e) => edit({ ...draft, showPromotion: e.currentTarget.checked })}
        />
        {promotions.length > 0 ? (
          <SimpleGrid cols={3} spacing={6}>
            {promotions.map((src, i) => (
              <Image
                key={src}
                src={src}
                alt={`Promotion ${i + 1}`}
                radius="sm"
                h={96}
                fit="cover"
                data-testid="salon-promotion"
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" size="sm">
            No promotion images.
          </Text>
        )}
        <Group gap="xs">
          <ImagePicker
            label="Replace promotions"
            multiple
            onPick={async (files) => {
              const problem =
                tooManyPromotions(files.length) ?? files.map(imageProblem).find((p) => p) ?? null;
              setImageError(problem);
              if (!problem && files.length > 0)
                edit({ ...draft, promotions: await Promise.all(files.map(readImage)) });
            }}
          />
          {promotions.length > 0 && (
            <Button variant="default" onClick={() => edit({ ...draft, promotions: [] })}>
              Remove promotions
            </Button>
          )}
        </Group>
      </Section>

      {imageError && (
        <Text c="red.9" fw={600} role="alert" data-testid="image-problem">
          {imageError}
        </Text>
      )}
      <UnsavedChanges dirty={changed} note="Save sends the changes." />
      <NeedsConnection />
      <Group justify="flex-end">
        <Button variant="default" disabled={!changed || submit.busy} onClick={() => edit(EMPTY_DRAFT)}>
          Discard
        </Button>
        <Button disabled={!changed || linkErrors} loading={submit.busy} onClick={() => void submit.run()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}

function TextField({
  field,
  saved,
  draft,
  onDraft,
  link = false,
}: {
  field: SalonTextField;
  saved: ShopInfo;
  draft: SalonDraft;
  onDraft: (draft: SalonDraft) => void;
  link?: boolean;
}) {
  const value = shownText(saved, draft, field);
  return (
    <TextInput
      label={FIELD_LABELS[field]}
      value={value}
      type={link ? 'url' : 'text'}
      inputMode={link ? 'url' : undefined}
      placeholder={link ? 'https://' : undefined}
      error={link ? linkProblem(value) : undefined}
      onChange={(e) => onDraft({ ...draft, text: { ...draft.text, [field]: e.currentTarget.value } })}
    />
  );
}

function ImagePicker({
  label,
  multiple = false,
  onPick,
}: {
  label: string;
  multiple?: boolean;
  onPick: (files: File[]) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="light" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hidden
        aria-label={label}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          void onPick(files);
        }}
      />
    </>
  );
}
