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
import { AdminLayout } from '../../../app/layouts/admin-layout.tsx';
import type { GalleryDetail, GalleryStatus } from '../../../contract/gallery.ts';
import { ApiError } from '../../../lib/http.ts';
import { readSession } from '../../../lib/session.ts';
import { DataAge } from '../../../ui/data-age.tsx';
import { useMyGallery, useMySalons, useSalonSwitch, useUpload } from '../api/account.ts';
import {
  formatBytes,
  GENERIC_FAILURE,
  SWITCH_TITLE,
  switchQuestion,
  UPLOAD_ACCEPT,
  uploadedOn,
  uploadProblem,
} from '../model/account.ts';

/** /staff-information: Your Salons, Images with Upload, Pending approval and Public, Logout. */
export function StaffInformationScreen({ logout }: { logout: ReactNode }) {
  const session = readSession();
  const [message, setMessage] = useState<string | null>(null);
  if (!session) return null;
  return (
    <AdminLayout title="My account" back>
      <Stack gap="lg" pb="xl">
        <SalonPicker
          shopId={session.shopId}
          phone={session.phone}
          current={session.salonInfo?.companyName ?? ''}
          onError={setMessage}
        />
        <Images staffId={session.staffId} onError={setMessage} />
        {logout}
      </Stack>
      <Modal opened={message !== null} onClose={() => setMessage(null)} title="Message" centered>
        <Text data-testid="global-message">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setMessage(null)}>OK</Button>
        </Group>
      </Modal>
    </AdminLayout>
  );
}

function SalonPicker(props: {
  shopId: number;
  phone: string;
  current: string;
  onError: (m: string) => void;
}) {
  const salons = useMySalons(props.phone);
  const switchSalon = useSalonSwitch();
  const [asked, setAsked] = useState<{ shopId: number; name: string } | null>(null);
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
          <Button
            loading={switchSalon.isPending}
            onClick={async () => {
              if (!asked) return;
              try {
                await switchSalon.mutateAsync(asked.shopId);
              } catch (err) {
                props.onError(err instanceof ApiError && err.message ? err.message : GENERIC_FAILURE);
              } finally {
                setAsked(null);
              }
            }}
          >
            Yes
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

function Images({ staffId, onError }: { staffId: number; onError: (m: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [viewing, setViewing] = useState<GalleryDetail | null>(null);
  const send = useUpload(staffId);
  const problem = file ? uploadProblem(file) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>Images</Title>
        <Button onClick={() => input.current?.click()}>Upload</Button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null);
            e.currentTarget.value = '';
          }}
        />
      </Group>
      <GalleryGroupView staffId={staffId} status="PENDING" title="Pending approval" onOpen={setViewing} />
      <GalleryGroupView staffId={staffId} status="APPROVED" title="Public" onOpen={setViewing} />
      <Modal opened={file !== null} onClose={() => setFile(null)} title="Upload" centered>
        <Stack gap="xs">
          <Text fw={600} lineClamp={1}>
            {file?.name}
          </Text>
          <Text size="sm" c="dimmed">
            {file ? formatBytes(file.size) : ''}
          </Text>
          {problem && (
            <Text c="red.7" fw={600} data-testid="upload-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setFile(null)}>
              Cancel
            </Button>
            <Button
              disabled={problem !== null}
              loading={send.isPending}
              onClick={async () => {
                if (!file) return;
                try {
                  await send.mutateAsync(file);
                  setFile(null);
                } catch (err) {
                  setFile(null);
                  onError(err instanceof ApiError && err.message ? err.message : GENERIC_FAILURE);
                }
              }}
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
  const gallery = useMyGallery(props.staffId, props.status);
  const items = gallery.data?.flatMap((g) => g.details) ?? [];
  return (
    <Card withBorder padding="md" data-testid={`gallery-${props.status.toLowerCase()}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{props.title}</Text>
        <DataAge syncedAt={gallery.syncedAt} refreshing={gallery.refreshing} />
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No data
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {uploadedOn(items.map((i) => i.createdDate))}
          </Text>
          <SimpleGrid cols={3} spacing={6}>
            {items.map((item) => (
              <UnstyledButton
                key={item.galleryId}
                onClick={() => props.onOpen(item)}
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
                    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden>
                      <circle cx="12" cy="12" r="11" fill="rgb(255 255 255 / 85%)" />
                      <path d="M10 8l6 4-6 4z" fill="#343a40" />
                    </svg>
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
      )}
    </Card>
  );
}
