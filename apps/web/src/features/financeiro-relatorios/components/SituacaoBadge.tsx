import type { SituacaoFatura } from '@cfc/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CORES: Record<SituacaoFatura, string> = {
  aberta: 'info',
  vencida: 'danger',
  paga: 'brand',
  cancelada: 'gray',
};

/** An invoice's status with the colours of SPEC §9, and its word (colour is never the only signal). */
export function SituacaoBadge({ situacao }: { readonly situacao: SituacaoFatura }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={CORES[situacao]}>
      {t(`financeiroRelatorios.relatorio.situacao.${situacao}`)}
    </Badge>
  );
}
