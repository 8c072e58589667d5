import { confirmarCadastroBody, type SegundoFatorCadastro } from '@cfc/contract';
import { Button, Center, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnprocessable } from '../../../ui/form/field-errors.ts';
import { TextField } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';

interface TotpSetupProps {
  readonly enrolment: SegundoFatorCadastro;
  readonly pending: boolean;
  /** The failure of the last confirmation: a refused code shows under the field. */
  readonly failure: unknown;
  /** The code as the contract reads it: six digits, spaces typed by the user dropped. */
  readonly onConfirm: (codigo: string) => void;
}

/** The QR code and key of a new secret, and the first code that confirms the app has it. */
export function TotpSetup({ enrolment, pending, failure, onConfirm }: TotpSetupProps) {
  const { t } = useTranslation();
  const form = useContractForm(confirmarCadastroBody, { codigo: '' });
  const { setError } = form;

  useEffect(() => {
    const refused = isUnprocessable(failure) ? failure.body?.errors?.codigo?.[0] : undefined;
    if (refused) setError('codigo', { type: 'server', message: refused }, { shouldFocus: true });
  }, [failure, setError]);

  return (
    <form onSubmit={form.handleSubmit(({ codigo }) => onConfirm(codigo))} noValidate aria-busy={pending}>
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
        <TextField
          control={form.control}
          name="codigo"
          label={t('segurancaConta.setup.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
        />
        <Button type="submit" disabled={pending}>
          {t('segurancaConta.setup.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
