import { Button, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function Copy({ value, label }: { readonly value: string; readonly label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={copy}
          aria-label={`${t('widgets.pagamento.copiar')}: ${label}`}
        >
          {copied ? t('widgets.pagamento.copiado') : t('widgets.pagamento.copiar')}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * How a bill is paid: the boleto's linha digitável and the PIX copia e cola (with its QR code when
 * given), each with a button that copies it. The invoices' drawer and the extra charges' instalments
 * show the same block.
 */
export function PaymentCodes({
  linhaDigitavel,
  linhaFormatada,
  pix,
  qr,
}: {
  /** The 47 digits, as copied. */
  readonly linhaDigitavel: string;
  /** The same with its dots and spaces, as shown; the digits when absent. */
  readonly linhaFormatada?: string | null;
  readonly pix?: string | null;
  /** The PIX QR code as an image URL (data: URL). */
  readonly qr?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <Text
          ff="monospace"
          fw={600}
          style={{ wordBreak: 'break-all' }}
          aria-label={t('widgets.pagamento.linhaDigitavel')}
        >
          {linhaFormatada ?? linhaDigitavel}
        </Text>
        <Copy value={linhaDigitavel} label={t('widgets.pagamento.linhaDigitavel')} />
      </Group>
      {pix && (
        <Group align="start" wrap="wrap" gap="md">
          {qr && <Image src={qr} alt={t('widgets.pagamento.qr')} w={150} h={150} />}
          <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t('widgets.pagamento.pix')}
            </Text>
            <Text ff="monospace" size="xs" style={{ overflowWrap: 'anywhere' }}>
              {pix}
            </Text>
            <div>
              <Copy value={pix} label={t('widgets.pagamento.pix')} />
            </div>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
