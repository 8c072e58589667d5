import type { SituacaoFatura, SituacaoLinhaRetornoArquivo } from '@cfc/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §9's colours: matched is brand green, a difference warns, unknown and errors are danger. */
const COR_LINHA: Record<SituacaoLinhaRetornoArquivo, string> = {
  conciliada: 'brand',
  divergente: 'warning',
  ja_paga: 'info',
  desconhecida: 'danger',
  ignorada: 'gray',
  erro: 'danger',
};

const COR_FATURA: Record<SituacaoFatura, string> = {
  aberta: 'info',
  vencida: 'danger',
  paga: 'brand',
  cancelada: 'gray',
};

export function SituacaoLinhaBadge({ situacao }: { readonly situacao: SituacaoLinhaRetornoArquivo }) {
  const { t } = useTranslation();
  return (
    <Badge color={COR_LINHA[situacao]} variant="light">
      {t(`pagamentos.importar.situacao.${situacao}`)}
    </Badge>
  );
}

export function SituacaoFaturaBadge({ situacao }: { readonly situacao: SituacaoFatura }) {
  const { t } = useTranslation();
  return (
    <Badge color={COR_FATURA[situacao]} variant="dot">
      {t(`pagamentos.situacaoFatura.${situacao}`)}
    </Badge>
  );
}
