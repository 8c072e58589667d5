import type { AmbienteGetran } from '@cfc/contract';
import { Badge, Group, Loader, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSituacaoGetran } from '../api.ts';

/**
 * Whether the authority answers in this screen's environment, and the platform's own queue:
 * lessons waiting to be resent and those given up (GET /getran).
 */
export function GetranSituacao({ ambiente }: { readonly ambiente: AmbienteGetran }) {
  const { t } = useTranslation();
  const situacao = useSituacaoGetran();

  if (situacao.isPending) {
    return (
      <Badge variant="default" radius="sm" tt="none" leftSection={<Loader size={10} />}>
        {t('enviosGetran.situacao.verificando')}
      </Badge>
    );
  }
  const estado = situacao.data?.ambientes.find((item) => item.ambiente === ambiente);
  if (!situacao.data || !estado) {
    return (
      <Badge
        variant="light"
        color="gray"
        radius="sm"
        tt="none"
        leftSection={<IconCloudQuestion size={14} aria-hidden />}
      >
        {t('enviosGetran.situacao.desconhecida')}
      </Badge>
    );
  }
  const { aguardando, falharam } = situacao.data;
  const Icon = estado.disponivel ? IconCloudCheck : IconCloudOff;
  const detail = [
    estado.mensagem,
    estado.latencia_ms === null ? '' : t('enviosGetran.situacao.latencia', { ms: estado.latencia_ms }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group gap={6} role="status" aria-label={t('enviosGetran.situacao.label')}>
      <Tooltip label={detail || undefined} disabled={!detail} withArrow>
        <Badge
          size="lg"
          variant="light"
          color={estado.disponivel ? 'brand' : 'danger'}
          radius="sm"
          tt="none"
          leftSection={<Icon size={16} aria-hidden />}
        >
          {t(estado.disponivel ? 'enviosGetran.situacao.disponivel' : 'enviosGetran.situacao.indisponivel')}
        </Badge>
      </Tooltip>
      {aguardando > 0 && (
        <Badge size="lg" variant="outline" color="info" radius="sm" tt="none">
          {t('enviosGetran.situacao.aguardando', { count: aguardando })}
        </Badge>
      )}
      {falharam > 0 && (
        <Badge size="lg" variant="outline" color="danger" radius="sm" tt="none">
          {t('enviosGetran.situacao.falharam', { count: falharam })}
        </Badge>
      )}
    </Group>
  );
}
