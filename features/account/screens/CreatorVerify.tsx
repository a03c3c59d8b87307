import { selectCreatorAccount } from '@/src/entities/session/sessionSlice';
import { useAppSelector } from '@/store/hooks';
import {
  useCreatorEmailVerificationByCodeMutation,
  useCreatorResendEmailVerificationCodeMutation,
} from '../api';
import { VerifyForm } from './Verify';

/**
 * The creators' Verify (`/creator/verify`): CreatorEmailVerificationByCode, then the guards
 * move on to the creator's onboarding. CreatorData carries no creation time, so the resend
 * starts enabled; a resend within the minute gets the server's wait (RESEND_TOO_SOON).
 */
export default function CreatorVerify() {
  const account = useAppSelector(selectCreatorAccount);
  const [verify] = useCreatorEmailVerificationByCodeMutation();
  const [resendCode] = useCreatorResendEmailVerificationCodeMutation();
  return (
    <VerifyForm
      email={account?.email ?? ''}
      initialCooldown={0}
      verify={verify}
      resendCode={resendCode}
    />
  );
}
