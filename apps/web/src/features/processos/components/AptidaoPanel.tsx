import type { Aptidao } from '@cfc/contract';
import { Alert, Badge, List, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';

/**
 * Eligibility for the practical exam: apto (since when, once recorded), or what is still missing,
 * each with its rule's norm and article as the server gives them.
 */
export function AptidaoPanel({ aptidao }: { readonly aptidao: Aptidao }) {
  const { t } = useTranslation();
  if (aptidao.apto) {
    return (
      <Alert
        color="brand"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('processos.aptidao.apto')}
      >
        {aptidao.apto_desde
          ? t('processos.aptidao.aptoDesde', { data: displayDate(aptidao.apto_desde.slice(0, 10), true) })
          : t('processos.aptidao.aptoAgora')}
      </Alert>
    );
  }
  return (
    <Alert
      color="warning"
      variant="light"
      icon={<IconListCheck aria-hidden />}
      title={t('processos.aptidao.falta')}
    >
      <List size="sm" spacing={6}>
        {aptidao.pendencias.map((pendencia) => (
          <List.Item key={pendencia.code}>
            <Text size="sm" fw={500} c="var(--mantine-color-text)">
              {pendencia.mensagem}
            </Text>
            <Text size="xs" c="dimmed">
              {pendencia.fundamento}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The same in a word, for tables: 'Apto', or 'Em formação' with what is missing (one item a line) on
 * hover and focus.
 */
export function AptidaoBadge({
  apto,
  pendencias,
}: {
  readonly apto: boolean;
  readonly pendencias: readonly string[];
}) {
  const { t } = useTranslation();
  if (apto) {
    return (
      <Badge color="brand" variant="light">
        {t('processos.aptidao.badgeApto')}
      </Badge>
    );
  }
  return (
    <Tooltip
      multiline
      w={320}
      label={pendencias.join('\n')}
      style={{ whiteSpace: 'pre-line' }}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge color="gray" variant="light" tabIndex={0} style={{ cursor: 'help' }}>
        {t('processos.aptidao.badgeEmFormacao')}
      </Badge>
    </Tooltip>
  );
}
