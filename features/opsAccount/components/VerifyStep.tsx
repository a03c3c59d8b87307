import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsRecoveryCodeSchema, opsTotpCodeSchema } from '@/domain/ops/loginSchema';
import { useOpsTotpVerifyMutation } from '../api';
import { codeRefusal } from '../model/codeRefusal';
import { CodeForm } from './CodeForm';
import { OpsAuthHeader } from './OpsAuthHeader';

interface VerifyStepProps {
  ticket: string;
  onRestart: (message: string) => void;
}

/**
 * The login's second step once the factor is set up: the app's code, or a recovery code
 * (spent by this login). On success the session listeners store the session and the
 * guard opens the console.
 */
export function VerifyStep({ ticket, onRestart }: VerifyStepProps) {
  const { t } = useTranslation('opsAccount');
  const [verify] = useOpsTotpVerifyMutation();
  const [recovery, setRecovery] = useState(false);

  const onSubmit = async (code: string) => {
    const result = await verify({ ticket, code });
    if (!result.error) return undefined;
    const refusal = codeRefusal(result.error);
    if ('restart' in refusal) return void onRestart(refusal.restart);
    return refusal.errors;
  };

  return (
    <>
      <OpsAuthHeader
        title={t('verify.title')}
        description={recovery ? t('verify.introRecovery') : t('verify.intro')}
      />
      <CodeForm
        schema={recovery ? opsRecoveryCodeSchema : opsTotpCodeSchema}
        kind={recovery ? 'recovery' : 'totp'}
        label={recovery ? t('fields.recoveryCode') : t('fields.code')}
        submitLabel={t('verify.submit')}
        onSubmit={onSubmit}
        footer={
          <Flex justify="center">
            <Button
              variant="plain"
              size="sm"
              colorPalette="brand"
              onClick={() => setRecovery(!recovery)}
            >
              {recovery ? t('verify.useCode') : t('verify.useRecovery')}
            </Button>
          </Flex>
        }
      />
    </>
  );
}
