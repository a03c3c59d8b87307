import { Box, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { opsTotpCodeSchema } from '@/domain/ops/loginSchema';
import { useOpsTotpSetupMutation } from '../api';
import { codeRefusal } from '../model/codeRefusal';
import { LazyQrCode } from '../qr/LazyQrCode';
import { CodeForm } from './CodeForm';
import { CopyButton } from './CopyButton';
import { OpsAuthHeader } from './OpsAuthHeader';

interface SetupStepProps {
  ticket: string;
  uri: string;
  secret: string;
  /** The factor is confirmed: the session and the recovery codes, to show once. */
  onDone: (token: string, recoveryCodes: string[]) => void;
  onRestart: (message: string) => void;
}

/** First login: the authenticator app learns the secret, and its first code confirms it. */
export function SetupStep({ ticket, uri, secret, onDone, onRestart }: SetupStepProps) {
  const { t } = useTranslation('opsAccount');
  const [setup] = useOpsTotpSetupMutation();

  const onSubmit = async (code: string) => {
    const result = await setup({ ticket, code });
    if (!result.error) {
      onDone(result.data.auth.authorization.token, result.data.recovery_codes);
      return undefined;
    }
    const refusal = codeRefusal(result.error);
    if ('restart' in refusal) return void onRestart(refusal.restart);
    return refusal.errors;
  };

  return (
    <>
      <OpsAuthHeader title={t('setup.title')} description={t('setup.intro')} />
      <Stack gap="5">
        <Flex justify="center">
          <LazyQrCode value={uri} label={t('setup.qr')} loadingLabel={t('setup.qrLoading')} />
        </Flex>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('setup.secret')}
          </Text>
          <Box>
            <Code data-testid="totp-secret" fontSize="md" wordBreak="break-all" px="2" py="1">
              {secret}
            </Code>
          </Box>
          <CopyButton text={secret} label={t('setup.copySecret')} />
        </Stack>
        <CodeForm
          schema={opsTotpCodeSchema}
          kind="totp"
          label={t('fields.code')}
          hint={t('setup.codeHint')}
          submitLabel={t('setup.submit')}
          onSubmit={onSubmit}
        />
      </Stack>
    </>
  );
}
