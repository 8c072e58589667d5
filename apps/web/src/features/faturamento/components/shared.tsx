import type { SituacaoFatura } from '@cfc/contract';
import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Status colours of SPEC §9: paid green, overdue danger, open info, cancelled grey. */
const COR: Record<SituacaoFatura, string> = {
  paga: 'brand',
  vencida: 'danger',
  aberta: 'info',
  cancelada: 'gray',
};

export function SituacaoBadge({ situacao }: { readonly situacao: SituacaoFatura }) {
  const { t } = useTranslation();
  return (
    <Badge color={COR[situacao]} variant="light">
      {t(`faturamento.situacao.${situacao}`)}
    </Badge>
  );
}

/** 'YYYY-MM' → 'MM/YYYY'. */
export const mesAno = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

/** The current month and the 23 before it, newest first, for the month selects. */
export function mesesRecentes(agora = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 24 }, (_, n) => {
    const data = new Date(agora.getFullYear(), agora.getMonth() - n, 1);
    const value = `${data.getFullYear()}-${String(data.getMonth() + 1).padStart(2, '0')}`;
    return { value, label: mesAno(value) };
  });
}

/** The month before the current one: what a billing run usually bills. */
export const mesAnterior = (agora = new Date()) => mesesRecentes(agora)[1]?.value ?? '';

/** A row of figures above a list: its totals. */
export function Totais({ itens }: { readonly itens: readonly { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: itens.length }} spacing="sm">
      {itens.map((item) => (
        <Paper key={item.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} size="lg">
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
