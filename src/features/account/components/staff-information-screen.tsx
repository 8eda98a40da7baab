import { Button, Card, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { GalleryDetail, GalleryStatus } from '../../../contract/gallery.ts';
import { readSession } from '../../../lib/session.ts';
import { useKept } from '../../../offline/kept.ts';
import { MediaGrid, MediaPreview, UploadButton } from '../../../ui/gallery-media.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { myGallery, useLiveGallery, useMySalons, useSalonSwitch, useUpload } from '../api/account.ts';
import { SWITCH_TITLE, switchQuestion } from '../model/account.ts';

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
  const [viewing, setViewing] = useState<GalleryDetail | null>(null);
  const send = useUpload(staffId);
  useLiveGallery(staffId);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Images
        </Title>
        <UploadButton send={send.mutateAsync} />
      </Group>
      <GalleryGroupView staffId={staffId} status="PENDING" title="Pending approval" onOpen={setViewing} />
      <GalleryGroupView staffId={staffId} status="APPROVED" title="Public" onOpen={setViewing} />
      <MediaPreview item={viewing} onClose={() => setViewing(null)} />
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
          {(groups) => <MediaGrid items={groups.flatMap((g) => g.details)} onOpen={props.onOpen} />}
        </KeptView>
      </Stack>
    </Card>
  );
}
