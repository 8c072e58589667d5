import type { SegundoFatorCadastro } from '@cfc/contract';
import { Button, Center, Code, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TotpSetupProps {
  readonly enrolment: SegundoFatorCadastro;
  readonly pending: boolean;
  /** The server's refusal of the last code. */
  readonly serverError: string | undefined;
  readonly onConfirm: (codigo: string) => void;
}

const SIX_DIGITS = /^\d{6}$/;

/** The QR code and key of a new secret, and the first code that confirms the app has it. */
export function TotpSetup({ enrolment, pending, serverError, onConfirm }: TotpSetupProps) {
  const { t } = useTranslation();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = codigo.replace(/\s/g, '');
    if (!SIX_DIGITS.test(digits)) return setError(t('segurancaConta.setup.codeInvalid'));
    setError(undefined);
    onConfirm(digits);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <Stack gap="sm">
        <Text size="sm">{t('segurancaConta.setup.scan')}</Text>
        <Center>
          <Image src={enrolment.qr_code} alt={t('segurancaConta.setup.qrAlt')} w={200} h={200} />
        </Center>
        <Text size="sm" c="dimmed">
          {t('segurancaConta.setup.manual')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code style={{ wordBreak: 'break-all' }}>{enrolment.segredo}</Code>
          <CopyButton value={enrolment.segredo}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="default" onClick={copy}>
                {copied ? t('segurancaConta.setup.copied') : t('segurancaConta.setup.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('segurancaConta.setup.type')}</Text>
        <TextInput
          label={t('segurancaConta.setup.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={codigo}
          onChange={(event) => setCodigo(event.currentTarget.value)}
          error={error ?? serverError}
          required
        />
        <Button type="submit" disabled={pending}>
          {t('segurancaConta.setup.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
