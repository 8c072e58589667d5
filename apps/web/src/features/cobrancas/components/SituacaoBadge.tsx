import type { SituacaoParcela } from '@cfc/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CORES: Record<SituacaoParcela, string> = {
  pendente: 'gray',
  aberta: 'info',
  vencida: 'danger',
  paga: 'brand',
  cancelada: 'gray',
};

/** A charge's or an instalment's situation: colour and word. */
export function SituacaoBadge({ situacao }: { readonly situacao: SituacaoParcela }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={CORES[situacao]}
      variant={situacao === 'cancelada' ? 'outline' : 'light'}
      // Whole in a narrow column, never cut to 'EM ABER…'.
      style={{ minWidth: 'max-content' }}
    >
      {t(`cobrancas.situacao.${situacao}`)}
    </Badge>
  );
}
