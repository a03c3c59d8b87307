import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loggedIn } from '@/src/entities/session/sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import type { OpsLoginStep } from '../api';
import { CredentialsStep } from '../components/CredentialsStep';
import { RecoveryCodesStep } from '../components/RecoveryCodesStep';
import { SetupStep } from '../components/SetupStep';
import { VerifyStep } from '../components/VerifyStep';
import type { OpsLoginScreenState } from '../model/screenState';

type Step =
  | { kind: 'credentials'; notice: { status: 'error' | 'success'; text: string } | null }
  | { kind: 'setup'; ticket: string; uri: string; secret: string }
  | { kind: 'recovery'; token: string; codes: string[] }
  | { kind: 'verify'; ticket: string };

/**
 * The console's login (/ops/login, docs/product.md#operator-console): e-mail and password,
 * then the second factor — set up at the first login (QR code, first code, recovery codes
 * shown once), else a code from the app or a recovery code. Tickets, the secret, codes and
 * the first session's token live in this screen's state only, never in the store's (the
 * store's copies of the API's answers are redacted for DevTools and the action log).
 */
export default function OpsLogin() {
  const dispatch = useAppDispatch();
  const flash = useLocation().state as OpsLoginScreenState | null;
  const [email, setEmail] = useState(flash?.email ?? '');
  const [step, setStep] = useState<Step>({
    kind: 'credentials',
    notice: flash?.notice ? { status: 'success', text: flash.notice } : null,
  });
  const restart = (message: string) =>
    setStep({ kind: 'credentials', notice: { status: 'error', text: message } });

  switch (step.kind) {
    case 'credentials':
      return (
        <CredentialsStep
          notice={step.notice}
          email={email}
          onStep={(answer: OpsLoginStep, typed: string) => {
            setEmail(typed);
            if (answer.step === 'totp_setup') {
              setStep({
                kind: 'setup',
                ticket: answer.ticket,
                uri: answer.totp_uri ?? '',
                secret: answer.totp_secret ?? '',
              });
            } else setStep({ kind: 'verify', ticket: answer.ticket });
          }}
        />
      );
    case 'setup':
      return (
        <SetupStep
          ticket={step.ticket}
          uri={step.uri}
          secret={step.secret}
          onDone={(token, codes) => setStep({ kind: 'recovery', token, codes })}
          onRestart={restart}
        />
      );
    case 'recovery':
      // The session starts only now: stored earlier, the guard would leave this page
      // before the codes were saved.
      return (
        <RecoveryCodesStep
          codes={step.codes}
          onContinue={() => dispatch(loggedIn({ token: step.token, role: 'operator' }))}
        />
      );
    case 'verify':
      return <VerifyStep ticket={step.ticket} onRestart={restart} />;
  }
}
