import { Button, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type CustomerDetail, FULL_NAME_REQUIRED } from '../../../contract/customers.ts';
import { isCompletePhone, maskPhone, phoneDigitsOf } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { NeedsConnection } from '../../../ui/needs-connection.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import { UnsavedChanges } from '../../../ui/unsaved-changes.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { customerDetail } from '../api/customers.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { dobProblem, maskDob } from '../model/masks.ts';

export const PHONE_FORMAT = 'Please enter the phone as (000) 000-0000.';

/**
 * /customer/edit/{id}, Edit Information (spec part 2 §2, §5): fullName required, the phone masked
 * (000) 000-0000, the birthday MM/DD, the other fields free. Save is sent at once ("Updated!", or the
 * server's sentence); offline nothing is sent and what was typed stays on the screen.
 */
export function CustomerEditScreen({ id }: { id: number }) {
  const { salon } = useManager();
  const read = useKept(customerDetail, { shopId: salon.id, id });
  return (
    <KeptView read={read} what="customer" notFound>
      {(data) => <EditForm key={data.customerId} data={data} />}
    </KeptView>
  );
}

interface Fields {
  fullName: string;
  phone: string;
  dob: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

const fieldsOf = (d: CustomerDetail): Fields => ({
  fullName: d.customerName,
  phone: maskPhone(d.customerPhone),
  dob: d.dob ?? '',
  email: d.email,
  address: d.address,
  city: d.city,
  state: d.state,
  zip: d.zip,
});

const FREE_FIELDS: { key: 'email' | 'address' | 'city' | 'state' | 'zip'; label: string; max: number }[] = [
  { key: 'email', label: 'Email', max: 200 },
  { key: 'address', label: 'Address', max: 200 },
  { key: 'city', label: 'City', max: 100 },
  { key: 'state', label: 'State', max: 50 },
  { key: 'zip', label: 'Zip', max: 20 },
];

function EditForm({ data }: { data: CustomerDetail }) {
  const { salon } = useManager();
  const navigate = useNavigate();
  const update = useUpdateCustomer(salon.id);
  const [saved, setSaved] = useState(() => fieldsOf(data));
  const [fields, setFields] = useState(saved);
  const [touched, setTouched] = useState(false);
  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setTouched(true);
  };
  const problems = {
    fullName: fields.fullName.trim() === '' ? FULL_NAME_REQUIRED : null,
    phone: isCompletePhone(fields.phone) ? null : PHONE_FORMAT,
    dob: dobProblem(fields.dob),
  };
  const invalid = Object.values(problems).some((p) => p !== null);
  const dirty = (Object.keys(fields) as (keyof Fields)[]).some((k) => fields[k] !== saved[k]);

  const { run: save, busy } = useSingleFlight(async () => {
    setTouched(true);
    if (invalid) return;
    try {
      const detail = await update({
        id: data.customerId,
        fullName: fields.fullName.trim(),
        phone: phoneDigitsOf(fields.phone),
        dob: fields.dob,
        email: fields.email.trim(),
        address: fields.address.trim(),
        city: fields.city.trim(),
        state: fields.state.trim(),
        zip: fields.zip.trim(),
      });
      const now = fieldsOf(detail);
      setSaved(now);
      setFields(now);
      toast.success(TOAST_TEXT.updated);
      void navigate({ to: '/customer/$id', params: { id: data.customerId } });
    } catch (err) {
      // The server's sentence (a phone already taken), or the connection's: what was typed stays.
      toast.failure(err);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <NeedsConnection />
        <UnsavedChanges dirty={dirty && !busy} note="Save sends the changes." />
        <TextInput
          label="Full name"
          required
          value={fields.fullName}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => set('fullName', e.currentTarget.value)}
          error={touched ? problems.fullName : null}
        />
        <TextInput
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          placeholder="(000) 000-0000"
          value={fields.phone}
          onChange={(e) => set('phone', maskPhone(e.currentTarget.value))}
          error={touched ? problems.phone : null}
        />
        <TextInput
          label="Birthday (MM/DD)"
          inputMode="numeric"
          placeholder="MM/DD"
          value={fields.dob}
          onChange={(e) => set('dob', maskDob(e.currentTarget.value))}
          error={touched ? problems.dob : null}
        />
        {FREE_FIELDS.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            type={f.key === 'email' ? 'email' : 'text'}
            value={fields[f.key]}
            maxLength={f.max}
            onChange={(e) => set(f.key, e.currentTarget.value)}
          />
        ))}
        <Button
          type="submit"
          loading={busy}
          disabled={busy || (touched && invalid)}
          data-testid="save-customer"
        >
          Save
        </Button>
      </Stack>
    </form>
  );
}
