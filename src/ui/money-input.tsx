import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { editMoneyInput, type MoneyLimit, moneyInputText, moneyLimit } from '../lib/money-input.ts';

export interface MoneyInputProps
  extends Omit<
    TextInputProps,
    'value' | 'defaultValue' | 'onChange' | 'leftSection' | 'type' | 'inputMode' | 'error' | 'description'
  > {
  /** Every money field is named. */
  label: string;
  /** The amount in whole cents (as src/lib/tips.ts counts); null: none (an empty field, or refused). */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** The most it takes, and what it says past it (default: the contract's bound for "The amount"). */
  limit?: MoneyLimit;
}

/**
 * A money field (spec part 1 §5, part 2 §5): a $ prefix, digits and one point, at most 2 decimals, no
 * negatives, no leading zeroes. The text is kept as typed ("12." stays while the decimals come); what is
 * left out of it is said under the field; an amount past the limit is refused with a sentence (and no
 * amount), never cut to the limit; an empty field is no amount. An amount set from outside (a preset
 * button) replaces the text.
 */
export function MoneyInput({ value, onChange, limit, placeholder = '0.00', ...rest }: MoneyInputProps) {
  const bound = limit ?? moneyLimit('The amount');
  const [text, setText] = useState(() => (value === null ? '' : moneyInputText(value)));
  const [note, setNote] = useState<string | null>(null);
  // The amount the field last stood for, typed or given. A value that differs is set from outside (a
  // preset button, a reset): it replaces the text. Compared with this rather than with the text's own
  // amount, because the text of an amount past the limit stands for none (a refund that left less than
  // itself, drawn once more as its dialog closes) and would be replaced on every render.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value === null ? '' : moneyInputText(value));
    setNote(null);
  }
  const edit = editMoneyInput(text, bound);
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      leftSection="$"
      value={text}
      error={edit.error}
      description={edit.error ? undefined : (note ?? undefined)}
      onChange={(e) => {
        const next = editMoneyInput(e.currentTarget.value, bound);
        setText(next.text);
        setNote(next.note);
        setShown(next.cents);
        if (next.cents !== value) onChange(next.cents);
      }}
    />
  );
}
