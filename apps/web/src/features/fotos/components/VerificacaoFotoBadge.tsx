import type { VerificacaoFoto } from '@cfc/contract';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<VerificacaoFoto, MantineColor> = {
  pendente: 'info',
  confere: 'brand',
  sem_rosto: 'danger',
  varios_rostos: 'danger',
  divergente: 'danger',
  sem_referencia: 'warning',
  erro: 'gray',
};

/** The face check's verdict of a practical photo, with the similarity when there is one. */
export function VerificacaoFotoBadge({
  verificacao,
  similaridade,
}: {
  readonly verificacao: VerificacaoFoto;
  readonly similaridade?: number | null;
}) {
  const { t } = useTranslation();
  const label = t(`fotos.verificacao.${verificacao}`);
  return (
    <Badge color={COLOR[verificacao]} variant="light" radius="sm">
      {similaridade === null || similaridade === undefined
        ? label
        : `${label} · ${Math.round(similaridade)}%`}
    </Badge>
  );
}
