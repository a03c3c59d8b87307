import { useState } from 'react';
import { selectCreatorAccount } from '@/src/entities/session/api';
import { useAppSelector } from '@/store/hooks';
import {
  useCreatorEmailVerificationByCodeMutation,
  useCreatorResendEmailVerificationCodeMutation,
} from '../api';
import { cooldownAfterSignup, VerifyForm } from './Verify';

/**
 * The creators' Verify (`/creator/verify`): CreatorEmailVerificationByCode, then the guards
 * move on to the creator's onboarding. As for a brand, Join has just mailed a code, so a
 * brand-new account's resend starts counting down the rest of that minute.
 */
export default function CreatorVerify() {
  const account = useAppSelector(selectCreatorAccount);
  const [initialCooldown] = useState(() =>
    account ? cooldownAfterSignup(account.created_at, Date.now()) : 0,
  );
  const [verify] = useCreatorEmailVerificationByCodeMutation();
  const [resendCode] = useCreatorResendEmailVerificationCodeMutation();
  return (
    <VerifyForm
      email={account?.email ?? ''}
      initialCooldown={initialCooldown}
      verify={verify}
      resendCode={resendCode}
    />
  );
}
