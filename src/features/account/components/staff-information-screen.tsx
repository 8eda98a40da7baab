import {
  Button,
  Card,
  Group,
  Image,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import type { GalleryDetail, GalleryStatus } from '../../../contract/gallery.ts';
import { readSession } from '../../../lib/session.ts';
import { useKept } from '../../../offline/kept.ts';
import { PlayIcon } from '../../../ui/icons.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { myGallery, useMySalons, useSalonSwitch, useUpload } from '../api/account.ts';
import {
  formatBytes,
  SWITCH_TITLE,
  switchQuestion,
  UPLOAD_ACCEPT,
  uploadedOn,
  uploadProblem,
} from '../model/account.ts';

/** /staff-information: Your Salons, Images with Upload, Pending approval and Public, Logout. */
export function StaffInformationScreen({ logout }: { logout: ReactNode }) {
  const session = readSession();
  if (!session) return null;
  return (
    <Stack gap="lg" pb="xl">
      <SalonPicker
        shopId={session.shopId}
        phone={session.phone}
        current={session.salonInfo?.companyName ?? ''}
      />
      <Images staffId={session.staffId} />
      {logout}
    </Stack>
  );
}

function SalonPicker(props: { shopId: number; phone: string; current: string }) {
  const salons = useMySalons(props.phone);
  const switchSalon = useSalonSwitch();
  const [asked, setAsked] = useState<{ shopId: number; name: string } | null>(null);
  const confirm = useSingleFlight(async (shopId: number) => {
    try {
      await switchSalon.mutateAsync(shopId);
      toast.success(TOAST_TEXT.success);
    } catch (err) {
      toast.failure(err);
    } finally {
      setAsked(null);
    }
  });
  const options = salons.data?.map((s) => ({ value: String(s.shopId), label: s.companyName })) ?? [
    { value: String(props.shopId), label: props.current },
  ];
  return (
    <Card withBorder padding="md">
      <NativeSelect
        label="Your Salons"
        value={String(props.shopId)}
        data={options}
        onChange={(e) => {
          const shopId = Number(e.currentTarget.value);
          const name = options.find((o) => o.value === e.currentTarget.value)?.label ?? '';
          if (shopId !== props.shopId) setAsked({ shopId, name });
        }}
      />
      <Modal opened={asked !== null} onClose={() => setAsked(null)} title={SWITCH_TITLE} centered>
        <Text>{asked ? switchQuestion(asked.name) : ''}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsked(null)}>
            Close
          </Button>
          <Button loading={confirm.busy} onClick={() => asked && void confirm.run(asked.shopId)}>
            Yes
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

function Images({ staffId }: { staffId: number }) {
  const input = useRef<HTMLInputElement>(null);
  // The file chosen, and the key its upload is sent with (a repeat of this choice stores it once).
  const [chosen, setChosen] = useState<{ file: File; key: string } | null>(null);
  const file = chosen?.file ?? null;
  const [viewing, setViewing] = useState<GalleryDetail | null>(null);
  const send = useUpload(staffId);
  const problem = file ? uploadProblem(file) : null;
  const ok = useSingleFlight(async (picked: { file: File; key: string }) => {
    try {
      await send.mutateAsync(picked);
      toast.success(TOAST_TEXT.success);
    } catch (err) {
      toast.failure(err);
    } finally {
      setChosen(null);
    }
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Images
        </Title>
        <Button onClick={() => input.current?.click()}>Upload</Button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            const picked = e.currentTarget.files?.[0];
            setChosen(picked ? { file: picked, key: crypto.randomUUID() } : null);
            e.currentTarget.value = '';
          }}
        />
      </Group>
      <GalleryGroupView staffId={staffId} status="PENDING" title="Pending approval" onOpen={setViewing} />
      <GalleryGroupView staffId={staffId} status="APPROVED" title="Public" onOpen={setViewing} />
      <Modal opened={file !== null} onClose={() => setChosen(null)} title="Upload" centered>
        <Stack gap="xs">
          <Text fw={600} lineClamp={1}>
            {file?.name}
          </Text>
          <Text size="sm" c="dimmed">
            {file ? formatBytes(file.size) : ''}
          </Text>
          {problem && (
            <Text c="red.9" fw={600} data-testid="upload-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button
              disabled={problem !== null}
              loading={ok.busy}
              onClick={() => chosen && void ok.run(chosen)}
            >
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.createdDate}
        centered
        size="lg"
      >
        {viewing?.mediaType === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: staff work videos have no speech to caption.
          <video src={viewing.urlImage} controls style={{ width: '100%' }} />
        ) : (
          viewing && <Image src={viewing.urlImage} alt={`Uploaded on ${viewing.createdDate}`} radius="md" />
        )}
      </Modal>
    </Stack>
  );
}

function GalleryGroupView(props: {
  staffId: number;
  status: GalleryStatus;
  title: string;
  onOpen: (item: GalleryDetail) => void;
}) {
  const read = useKept(myGallery, { staffId: props.staffId, status: props.status });
  return (
    <Card withBorder padding="md" data-testid={`gallery-${props.status.toLowerCase()}`}>
      <Stack gap="xs">
        <KeptView
          read={read}
          what="gallery"
          header={<Text fw={600}>{props.title}</Text>}
          empty={{ when: (groups) => groups.every((g) => g.details.length === 0), text: 'No data' }}
        >
          {(groups) => <GalleryItems items={groups.flatMap((g) => g.details)} onOpen={props.onOpen} />}
        </KeptView>
      </Stack>
    </Card>
  );
}

function GalleryItems({ items, onOpen }: { items: GalleryDetail[]; onOpen: (item: GalleryDetail) => void }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {uploadedOn(items.map((i) => i.createdDate))}
      </Text>
      <SimpleGrid cols={3} spacing={6}>
        {items.map((item) => (
          <UnstyledButton
            key={item.galleryId}
            onClick={() => onOpen(item)}
            aria-label={`${item.mediaType === 'video' ? 'Video' : 'Photo'} uploaded on ${item.createdDate}`}
            style={{
              position: 'relative',
              aspectRatio: '1',
              overflow: 'hidden',
              borderRadius: 8,
              background: '#f1f3f5',
            }}
          >
            {item.mediaType === 'video' ? (
              <span
                style={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  background: '#343a40',
                }}
              >
                <PlayIcon />
              </span>
            ) : (
              <img
                src={item.urlImage}
                alt=""
                loading="lazy"
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
