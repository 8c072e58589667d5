import type { StatusTransmissao, Verificacao } from '@cfc/contract';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COR_TRANSMISSAO: Record<StatusTransmissao, MantineColor> = {
  aguardando: 'info',
  ao_vivo: 'danger',
  encerrada: 'gray',
};

/** Live, waiting or ended; live is filled (with a dot), so it reads without its colour. */
export function TransmissaoBadge({ status }: { readonly status: StatusTransmissao }) {
  const { t } = useTranslation();
  const live = status === 'ao_vivo';
  return (
    <Badge
      color={COR_TRANSMISSAO[status]}
      variant={live ? 'filled' : 'light'}
      leftSection={live ? '●' : undefined}
      style={{ flexShrink: 0 }}
    >
      {t(`monitoramentoEad.transmissao.${status}`)}
    </Badge>
  );
}

const COR_RESULTADO: Record<Verificacao['resultado'], MantineColor> = {
  aprovada: 'brand',
  reprovada: 'danger',
  pendente: 'warning',
  expirada: 'danger',
};

/** A face check's result: approved green, failed (or unanswered) red, waiting yellow. */
export function VerificacaoBadge({ resultado }: { readonly resultado: Verificacao['resultado'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COR_RESULTADO[resultado]} variant={resultado === 'pendente' ? 'light' : 'filled'}>
      {t(`monitoramentoEad.resultado.${resultado}`)}
    </Badge>
  );
}
