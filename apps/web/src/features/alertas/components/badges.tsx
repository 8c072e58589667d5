import type { EstadoAlerta, SeveridadeAlerta } from '@cfc/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Severity colours of SPEC §9: danger for high, warning for medium, info for low. */
const COR_SEVERIDADE: Record<SeveridadeAlerta, string> = { alta: 'danger', media: 'warning', baixa: 'info' };
const COR_ESTADO: Record<EstadoAlerta, string> = {
  aberto: 'danger',
  reconhecido: 'warning',
  resolvido: 'gray',
  contestado: 'info',
};

export function SeveridadeBadge({ severidade }: { readonly severidade: SeveridadeAlerta }) {
  const { t } = useTranslation();
  return (
    <Badge color={COR_SEVERIDADE[severidade]} variant="light">
      {t(`alertas.severidade.${severidade}`)}
    </Badge>
  );
}

export function EstadoBadge({ estado }: { readonly estado: EstadoAlerta }) {
  const { t } = useTranslation();
  return (
    <Badge color={COR_ESTADO[estado]} variant="dot">
      {t(`alertas.estado.${estado}`)}
    </Badge>
  );
}
