import { Button, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import type { GalleryDetail } from '../contract/gallery.ts';
import { formatBytes, UPLOAD_ACCEPT, uploadedOn, uploadProblem } from '../lib/gallery-media.ts';
import { PlayIcon } from './icons.tsx';
import { TOAST_TEXT, toast } from './toast.tsx';
import { useSingleFlight } from './use-single-flight.ts';

/** A file chosen for upload, and the key its upload is sent with (a repeat of this choice stores it once). */
export interface ChosenFile {
  file: File;
  key: string;
}

/**
 * The Upload button and its dialog (spec part 2 §2 and §5): the file's name and size, the red
 * "Exceed size of image/video" above 8 MB (or the type refusal) with OK disabled, Cancel and OK. OK sends
 * once however often it is tapped; the answer is a toast (Success, or the server's sentence).
 */
export function UploadButton({ send }: { send: (chosen: ChosenFile) => Promise<unknown> }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const file = chosen?.file ?? null;
  const problem = file ? uploadProblem(file) : null;
  const ok = useSingleFlight(async (picked: ChosenFile) => {
    try {
      await send(picked);
      toast.success(TOAST_TEXT.success);
    } catch (err) {
      toast.failure(err);
    } finally {
      setChosen(null);
    }
  });
  return (
    <>
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
    </>
  );
}

/** The detail viewer: the photo, or the video playing with its controls. */
export function MediaPreview({ item, onClose }: { item: GalleryDetail | null; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.createdDate} centered size="lg">
      {item?.mediaType === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: staff work videos have no speech to caption.
        <video src={item.urlImage} controls autoPlay playsInline style={{ width: '100%' }} />
      ) : (
        item && <Image src={item.urlImage} alt={`Uploaded on ${item.createdDate}`} radius="md" />
      )}
    </Modal>
  );
}

export const mediaLabel = (item: GalleryDetail) =>
  `${item.mediaType === 'video' ? 'Video' : 'Photo'} uploaded on ${item.createdDate}`;

/**
 * A group's thumbnails, 3 a row on a phone (5 wider), under its "Uploaded on" line; videos show a play overlay. `selected`
 * (a delete or publish mode) turns each into a check box; otherwise a tap opens it.
 */
export function MediaGrid({
  items,
  onOpen,
  selected,
  onToggle,
}: {
  items: GalleryDetail[];
  onOpen: (item: GalleryDetail) => void;
  selected?: ReadonlySet<number>;
  onToggle?: (item: GalleryDetail) => void;
}) {
  const selecting = selected !== undefined && onToggle !== undefined;
  return (
    <>
      <Text size="xs" c="dimmed">
        {uploadedOn(items.map((i) => i.createdDate))}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
        {items.map((item) => {
          const checked = selected?.has(item.galleryId) ?? false;
          return (
            <UnstyledButton
              key={item.galleryId}
              onClick={() => (selecting ? onToggle(item) : onOpen(item))}
              aria-label={mediaLabel(item)}
              {...(selecting ? { role: 'checkbox', 'aria-checked': checked } : {})}
              data-testid="media-tile"
              data-gallery-id={item.galleryId}
              style={{
                position: 'relative',
                aspectRatio: '1',
                overflow: 'hidden',
                borderRadius: 8,
                background: '#f1f3f5',
                outline: checked ? '3px solid var(--mantine-color-blue-7)' : undefined,
                outlineOffset: -3,
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
              {selecting && (
                <span
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    top: 6,
                    right: 6,
                    width: 22,
                    height: 22,
                    borderRadius: 11,
                    border: '2px solid #fff',
                    background: checked ? 'var(--mantine-color-blue-7)' : 'rgb(0 0 0 / 35%)',
                    color: '#fff',
                    fontSize: 14,
                    lineHeight: '18px',
                    textAlign: 'center',
                  }}
                >
                  {checked ? '✓' : ''}
                </span>
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </>
  );
}
