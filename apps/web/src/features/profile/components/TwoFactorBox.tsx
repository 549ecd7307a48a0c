import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Button, Text } from '@mantine/core';
import { messages } from '@panel/domain';
import { lazy, Suspense, useState } from 'react';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { TWO_FACTOR_BOX_ID } from '../password-box';
import { ProfileBlock } from './ProfileBlock';

// The dialog carries the QR encoder: it loads when opened, never with the profile (GUIDE §9 budgets).
const TwoFactorDialog = lazy(() => import('./TwoFactorDialog'));

/** Logowanie dwuetapowe (decision 125): whether it is on, the recovery codes left, and the enrolment. */
export function TwoFactorBox() {
  const status = useTwoFactorStatus();
  const [open, setOpen] = useState(false);

  return (
    <ProfileBlock title="Logowanie dwuetapowe" id={TWO_FACTOR_BOX_ID}>
      {status.isError && <Text role="alert">{messages.COMMUNICATION_ERROR}</Text>}
      {status.data?.enabled && (
        <>
          <Text>Logowanie dwuetapowe jest włączone: po haśle panel prosi o kod z aplikacji uwierzytelniającej.</Text>
          <Text mt="xs">Pozostałe kody odzyskiwania: {status.data.recoveryCodesLeft}.</Text>
        </>
      )}
      {status.data && !status.data.enabled && (
        <>
          <Text mb="sm">
            Po włączeniu panel poprosi przy logowaniu, po haśle, o 6-cyfrowy kod z aplikacji uwierzytelniającej (np. Google
            Authenticator, Microsoft Authenticator, FreeOTP).
          </Text>
          <Button onClick={() => setOpen(true)}>Włącz logowanie dwuetapowe</Button>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ProfileBlock>
  );
}
