import { ActionIcon, Paper, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PlusIcon } from './icons.tsx';
import classes from './popover-menu.module.css';

export interface PopoverMenuItem {
  label: string;
  onClick: () => void;
}

/**
 * A small menu opened by a button, positioned by CSS next to it (no positioning engine, so the
 * screens that must load fast stay light). Closes on a choice, a tap outside or Escape.
 */
export function PopoverMenu(props: {
  trigger: (p: { onClick: () => void; 'aria-expanded': boolean; 'aria-controls': string }) => ReactNode;
  items: PopoverMenuItem[];
  /** Where the list opens from the trigger. */
  placement: 'below-end' | 'above-end';
  style?: CSSProperties;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className={classes.root} style={props.style}>
      {props.trigger({ onClick: () => setOpen((o) => !o), 'aria-expanded': open, 'aria-controls': id })}
      {open && (
        <Paper
          id={id}
          role="menu"
          shadow="md"
          withBorder
          className={`${classes.list} ${classes[props.placement]}`}
        >
          {props.items.map((item) => (
            <UnstyledButton
              key={item.label}
              role="menuitem"
              className={classes.item}
              onClick={() => {
                setOpen(false);
                item.onClick();
              }}
            >
              {item.label}
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </div>
  );
}

/**
 * The calendars' floating menu: a round + button at the bottom right of the screen, its list opening
 * above it. `busy` shows the button loading (a refresh under way).
 */
export function FloatingMenu({
  items,
  label,
  busy = false,
}: {
  items: PopoverMenuItem[];
  label: string;
  busy?: boolean;
}) {
  return (
    <div style={{ position: 'fixed', bottom: 20, right: 20, zIndex: 150 }}>
      <PopoverMenu
        placement="above-end"
        items={items}
        trigger={(trigger) => (
          <ActionIcon
            {...trigger}
            size={56}
            radius="xl"
            variant="filled"
            aria-label={label}
            loading={busy}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <PlusIcon size={26} />
          </ActionIcon>
        )}
      />
    </div>
  );
}
