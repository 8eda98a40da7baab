import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { SignInRecord, VerifiedSession } from '../../../contract/staff.ts';
import { maskPhone, phoneDigitsOf } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { ignoreRepeatedTap, useSingleFlight } from '../../../ui/use-single-flight.ts';
import { generateOtp, lookUpPhone, verifyOtp } from '../api/sign-in.ts';
import {
  lookupFailureMessage,
  otpDigits,
  SIGN_IN_MESSAGES,
  type SignInStep,
  validateOtp,
  validatePhone,
  verifyFailureMessage,
} from '../model/sign-in.ts';

const STEP_NAMES = ['Phone', 'Salon', 'Code'] as const;
/** A field locked by a later step but still read: full-strength text on a light field, not greyed out. */
const LOCKED = { input: { opacity: 1, color: 'var(--mantine-color-text)', fontWeight: 600 } };

export interface LoginDialogProps {
  onSignedIn: (session: VerifiedSession) => void;
}

/** Spec part 1 §4: phone, then salon choice, then the one-time code. */
export function LoginDialog({ onSignedIn }: LoginDialogProps) {
  const [step, setStep] = useState<SignInStep>(0);
  const [phone, setPhone] = useState('');
  const [salons, setSalons] = useState<SignInRecord[]>([]);
  const [shopId, setShopId] = useState<number | undefined>();
  const [staffId, setStaffId] = useState<number | undefined>();
  const [demoCode, setDemoCode] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** How many codes were sent since the first, for the answer to "Send a new code". */
  const [resent, setResent] = useState(0);

  const submitPhone = async () => {
    const problem = validatePhone(phone);
    if (problem) return setError(problem);
    try {
      const records = await lookUpPhone(phoneDigitsOf(phone));
      if (records.length === 0) return setError(SIGN_IN_MESSAGES.phoneUnknown);
      setSalons(records);
      setShopId(records[0]?.shopId);
      setError(null);
      setStep(1);
    } catch (err) {
      setError(err instanceof ApiError ? lookupFailureMessage(err) : SIGN_IN_MESSAGES.phoneUnknown);
    }
  };

  const requestCode = async () => {
    if (shopId === undefined) return;
    try {
      const answer = await generateOtp({ phone: phoneDigitsOf(phone), shopId });
      setStaffId(answer.staffId);
      setDemoCode(answer.demoCode);
      setCode('');
      setError(null);
      setResent((n) => (step === 2 ? n + 1 : 0));
      setStep(2);
    } catch (err) {
      const reason = err instanceof ApiError && err.status === 429 ? ` ${err.message}` : '';
      setError(`${SIGN_IN_MESSAGES.otpRequestFailed}${reason}`);
    }
  };

  const submitCode = async () => {
    const problem = validateOtp(code);
    if (problem) return setError(problem);
    if (staffId === undefined || shopId === undefined) return;
    try {
      const session = await verifyOtp({ staffId, verifyCode: code, shopId });
      setError(null);
      onSignedIn(session);
    } catch (err) {
      setError(err instanceof ApiError ? verifyFailureMessage(err) : SIGN_IN_MESSAGES.otpWrong);
    }
  };

  // One request at a time: a double tap on Sign-In, Get OTP or Verify OTP sends once (a second code
  // request would cancel the first and spend one of the few allowed).
  const submit = useSingleFlight(async () => {
    if (step === 0) await submitPhone();
    else if (step === 1) await requestCode();
    else await submitCode();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run();
  };

  // "Send a new code": one at a time too, and it says that a code went out.
  const resend = useSingleFlight(requestCode);

  const back = () => {
    setError(null);
    setCode('');
    setDemoCode(undefined);
    setResent(0);
    setStep(0);
  };

  const busy = submit.busy;
  const salonName = salons.find((s) => s.shopId === shopId)?.companyName;

  return (
    <Paper component="form" onSubmit={onSubmit} noValidate shadow="md" radius="lg" p="xl" w="100%" maw={400}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Chairside
          </Title>
          <Text c="dimmed" size="sm">
            Sign in with your phone number
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" data-testid="sign-in-step">
          Step {step + 1} of 3 · {STEP_NAMES[step]}
        </Text>

        <TextInput
          label="Phone number"
          placeholder="(555) 010-0001"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          disabled={step > 0}
          styles={step > 0 ? LOCKED : undefined}
          onChange={(e) => {
            setPhone(maskPhone(e.currentTarget.value));
            if (error) setError(null);
          }}
          error={step === 0 ? error : undefined}
          data-autofocus
        />

        {step >= 1 && (
          <NativeSelect
            label="Salon"
            value={shopId === undefined ? '' : String(shopId)}
            disabled={step > 1}
            styles={step > 1 ? LOCKED : undefined}
            onChange={(e) => setShopId(Number(e.currentTarget.value))}
            data={salons.map((s) => ({ value: String(s.shopId), label: s.companyName }))}
            error={step === 1 ? error : undefined}
          />
        )}

        {step === 2 && (
          <>
            {demoCode && (
              <Alert variant="light" color="grape" title="Demo code" data-testid="demo-code">
                This demo shows the code instead of texting it: <b>{demoCode}</b>
              </Alert>
            )}
            <TextInput
              label="One-time code"
              description={salonName ? `Sent for ${salonName}` : undefined}
              placeholder="6 digits"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => {
                setCode(otpDigits(e.currentTarget.value));
                if (error) setError(null);
              }}
              error={error}
            />
            {resent > 0 && !error && (
              <Text size="sm" c="teal.9" role="status" data-testid="code-resent">
                {resent === 1
                  ? 'A new code was sent. The one before it no longer works.'
                  : `A new code was sent (${resent} so far). Only the newest one works.`}
              </Text>
            )}
          </>
        )}

        <Button type="submit" size="md" fullWidth loading={busy} onClick={ignoreRepeatedTap}>
          {step === 0 ? 'Sign-In' : step === 1 ? 'Get OTP' : 'Verify OTP'}
        </Button>
        {step > 0 && (
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={back}>
              Use another phone
            </Anchor>
            {step === 2 && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                disabled={resend.busy || busy}
                onClick={() => void resend.run()}
              >
                Send a new code
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
