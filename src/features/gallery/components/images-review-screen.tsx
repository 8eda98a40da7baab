import { Avatar, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import type { GalleryDetail, GalleryGroup, GalleryStatus } from '../../../contract/gallery.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { MediaGrid, MediaPreview, UploadButton } from '../../../ui/gallery-media.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { galleryReview, useGalleryAction, useManagerUpload } from '../api/gallery-review.ts';
import {
  actionLabel,
  deleteQuestion,
  GALLERY_TABS,
  type GalleryAction,
  selectedText,
  shownSelection,
  toggled,
} from '../model/selection.ts';

/** Spec part 2 §8: the empty text of a list. */
export const NO_DATA = 'No data';

/** A mode's selection, and the key its sending goes with (a repeat of the same tap changes nothing twice). */
interface Mode {
  action: GalleryAction;
  selected: ReadonlySet<number>;
  key: string;
}

/**
 * /images-review (titled Images, spec part 2 §2 and §4): the salon's items by staff member, in the tabs
 * Not approved and Public. Publish (Not approved only) and Delete start a mode where taps select; the
 * mode's button sends the selection. Outside a mode a tap previews the photo or plays the video. Upload
 * sends to the manager's own gallery (pending, like any upload).
 */
export function ImagesReviewScreen({
  status,
  onStatus,
}: {
  status: GalleryStatus;
  onStatus: (status: GalleryStatus) => void;
}) {
  const { salon, staffId } = useManager();
  const read = useKept(galleryReview, { shopId: salon.id, status });
  const [mode, setMode] = useState<Mode | null>(null);
  const [viewing, setViewing] = useState<GalleryDetail | null>(null);
  const [asking, setAsking] = useState(false);
  const act = useGalleryAction(salon.id);
  const upload = useManagerUpload(salon.id, staffId);
  const groups = read.data ?? [];
  const ids = mode ? shownSelection(groups, mode.selected) : [];

  const start = (action: GalleryAction) => setMode({ action, selected: new Set(), key: crypto.randomUUID() });
  // Sends the selection; on a refusal (offline included) the mode and its selection stay to try again.
  const send = async () => {
    if (!mode) return;
    await act.mutateAsync({ action: mode.action, ids, key: mode.key });
    toast.success(TOAST_TEXT.success);
    setMode(null);
  };
  const publish = useSingleFlight(async () => {
    try {
      await send();
    } catch (err) {
      toast.failure(err);
    }
  });

  return (
    <Stack gap="md">
      <Tabs
        value={status}
        onChange={(next) => {
          if (next !== 'PENDING' && next !== 'APPROVED') return;
          setMode(null);
          onStatus(next);
        }}
      >
        <Tabs.List grow>
          {GALLERY_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {mode ? (
        <Group justify="space-between" data-testid="gallery-mode">
          <Text fw={600}>{selectedText(ids.length)}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => setMode(null)} disabled={publish.busy}>
              Cancel
            </Button>
            <Button
              color={mode.action === 'delete' ? 'red.9' : undefined}
              disabled={ids.length === 0}
              loading={publish.busy}
              onClick={() => (mode.action === 'delete' ? setAsking(true) : void publish.run())}
            >
              {actionLabel(mode.action, ids.length)}
            </Button>
          </Group>
        </Group>
      ) : (
        <Group justify="space-between">
          <UploadButton send={upload.mutateAsync} />
          <Group gap="xs">
            {status === 'PENDING' && (
              <Button variant="light" onClick={() => start('publish')} disabled={groups.length === 0}>
                Publish
              </Button>
            )}
            <Button
              variant="outline"
              color="red.9"
              onClick={() => start('delete')}
              disabled={groups.length === 0}
            >
              Delete
            </Button>
          </Group>
        </Group>
      )}
      <KeptView
        read={read}
        what="gallery"
        empty={{ when: (data) => data.every((g) => g.details.length === 0), text: NO_DATA }}
      >
        {(data) => (
          <Stack gap="md">
            {data.map((group) => (
              <StaffGroup
                key={group.staffId}
                group={group}
                onOpen={setViewing}
                {...(mode
                  ? {
                      selected: mode.selected,
                      onToggle: (item: GalleryDetail) =>
                        setMode({ ...mode, selected: toggled(mode.selected, item.galleryId) }),
                    }
                  : {})}
              />
            ))}
          </Stack>
        )}
      </KeptView>
      <MediaPreview item={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        message={deleteQuestion(ids.length)}
        danger
        onConfirm={send}
      />
    </Stack>
  );
}

function StaffGroup({
  group,
  onOpen,
  selected,
  onToggle,
}: {
  group: GalleryGroup;
  onOpen: (item: GalleryDetail) => void;
  selected?: ReadonlySet<number>;
  onToggle?: (item: GalleryDetail) => void;
}) {
  return (
    <Card withBorder padding="md" data-testid="gallery-staff">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={group.avatar} alt="" size={32} radius="xl" color="pink">
            {group.staffName.charAt(0)}
          </Avatar>
          <Text fw={700}>{group.staffName}</Text>
        </Group>
        <MediaGrid
          items={group.details}
          onOpen={onOpen}
          {...(selected && onToggle ? { selected, onToggle } : {})}
        />
      </Stack>
    </Card>
  );
}
