import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import {
  capCents,
  editMoneyInput,
  MAX_MONEY_CENTS,
  moneyInputText,
  parseMoneyInput,
} from '../lib/money-input.ts';

export interface MoneyInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'leftSection' | 'type' | 'inputMode'> {
  /** Every money field is named. */
  label: string;
  /** The amount in whole cents (as src/lib/tips.ts counts). */
  value: number;
  onChange: (cents: number) => void;
  /** The most it takes, in cents (a refund: what is left to refund); more typed is replaced by it. */
  max?: number;
}

/**
 * A money field (spec part 1 §5, part 2 §5): a $ prefix, digits and one point, at most 2 decimals, no
 * negatives, no leading zeroes, an optional cap. The text is kept as typed ("12." stays while the
 * decimals come); an amount set from outside (a preset button) replaces it.
 */
export function MoneyInput({
  value,
  onChange,
  max = MAX_MONEY_CENTS,
  placeholder = '0.00',
  ...rest
}: MoneyInputProps) {
  const [text, setText] = useState(() => moneyInputText(value));
  const shown = capCents(value, MAX_MONEY_CENTS);
  // Set from outside: show that amount (the text of an amount always stands for it, so this settles).
  if (parseMoneyInput(text) !== shown) setText(moneyInputText(shown));
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      leftSection="$"
      value={text}
      onChange={(e) => {
        const edit = editMoneyInput(e.currentTarget.value, max);
        setText(edit.text);
        if (edit.cents !== value) onChange(edit.cents);
      }}
    />
  );
}
