import { Button, Chip, Drawer, Group, RangeSlider, Stack, Text } from '@mantine/core';
// The sheet's own components' styles, loaded with it (src/app/mantine-styles.ts holds the shared ones).
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Slider.css';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import {
  keepApart,
  NO_FILTER,
  presetOf,
  type Range,
  SLIDERS,
  type Slider,
  type SliderValues,
} from '../model/groups.ts';

/** Spec §9: a slider's value is applied 200 ms after it stops moving. */
export const SLIDER_DEBOUNCE_MS = 200;

const valueText = (slider: Slider, v: number) => {
  const top = v === slider.max ? '+' : '';
  if (slider.key === 'amount') return `${formatMoney(v).replace(/\.00$/, '')}${top}`;
  if (slider.key === 'weeks') return `${v}${top} wk`;
  return `${v}${top}`;
};

/**
 * The group's filter sheet (spec §2, §5, §9): a slider per figure with its presets; min and max stay at
 * least a step apart; a change is applied 200 ms after the slider stops (the list answers meanwhile).
 */
export function FilterSheet({
  opened,
  values,
  onChange,
  onClose,
}: {
  opened: boolean;
  values: SliderValues;
  onChange: (values: SliderValues) => void;
  onClose: () => void;
}) {
  const [shown, setShown] = useState(values);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<SliderValues | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    clearTimeout(timer.current);
    if (pending.current) onChange(pending.current);
    pending.current = null;
  };
  const apply = (next: SliderValues, wait: number) => {
    setShown(next);
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, wait);
  };
  // Closing applies a change still waiting for its 200 ms.
  const close = () => {
    flush();
    onClose();
  };
  const set = (slider: Slider, range: Range, wait: number) =>
    apply({ ...shown, [slider.key]: keepApart(range, slider) }, wait);

  return (
    <Drawer opened={opened} onClose={close} position="bottom" size="auto" title="Filter">
      <Stack gap="lg" pb="md">
        {SLIDERS.map((slider) => {
          const range = shown[slider.key];
          const preset = presetOf(slider, range);
          return (
            <Stack key={slider.key} gap="xs" data-testid={`filter-${slider.key}`}>
              <Group justify="space-between">
                <Text fw={600} size="sm" id={`filter-${slider.key}-label`}>
                  {slider.label}
                </Text>
                <Text size="sm" data-testid={`filter-${slider.key}-value`}>
                  {`${valueText(slider, range[0])} – ${valueText(slider, range[1])}`}
                </Text>
              </Group>
              <Chip.Group
                value={preset ?? ''}
                onChange={(label) => {
                  const chosen = slider.presets.find((p) => p.label === label);
                  if (chosen) set(slider, chosen.range, 0);
                }}
              >
                <Group gap={6}>
                  {slider.presets.map((p) => (
                    <Chip key={p.label} value={p.label} size="xs">
                      {p.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <RangeSlider
                min={slider.min}
                max={slider.max}
                step={slider.step}
                minRange={slider.step}
                pushOnOverlap={false}
                value={[range[0], range[1]]}
                onChange={(v) => set(slider, v, SLIDER_DEBOUNCE_MS)}
                label={(v) => valueText(slider, v)}
                thumbFromLabel={`${slider.label}, lowest`}
                thumbToLabel={`${slider.label}, highest`}
                mx="xs"
              />
            </Stack>
          );
        })}
        <Group justify="space-between">
          <Button variant="default" onClick={() => apply(NO_FILTER, 0)}>
            Clear
          </Button>
          <Button onClick={close}>Done</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
