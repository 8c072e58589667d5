import type { EvidenciaAula, MomentoFoto, VerificacaoFoto } from '@cfc/contract';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCamera,
  IconFileText,
  IconFlag,
  IconPencil,
  IconPlayerPlay,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';

type Linha = EvidenciaAula['linha_do_tempo'][number];

const ACOES = [
  'agendada',
  'remarcada',
  'cancelada',
  'status',
  'anotacao_removida',
  'corrigida',
  'contingencia',
] as const;
const isAcao = (acao: string): acao is (typeof ACOES)[number] => (ACOES as readonly string[]).includes(acao);

const ICONES: Record<Linha['tipo'], React.ReactNode> = {
  historico: <IconPencil size={12} />,
  inicio: <IconPlayerPlay size={12} />,
  fim: <IconFlag size={12} />,
  foto: <IconCamera size={12} />,
  envio: <IconSend size={12} />,
  alerta: <IconAlertTriangle size={12} />,
  alerta_tratado: <IconAlertTriangle size={12} />,
  manual: <IconFileText size={12} />,
};

/** Everything that happened to the lesson, oldest first. */
export function LinhaDoTempo({ linhas }: { readonly linhas: readonly Linha[] }) {
  const { t } = useTranslation();
  const titulo = (linha: Linha): string => {
    if (linha.tipo === 'historico' && isAcao(linha.acao)) return t(`evidencias.linha.acoes.${linha.acao}`);
    if (linha.tipo === 'foto') return t(`evidencias.fotos.momento.${linha.acao as MomentoFoto}`);
    return t(`evidencias.linha.tipos.${linha.tipo}`);
  };
  // A photo's detail is its face check, named by the screen; the others are data, shown as they are.
  const detalhe = (linha: Linha): string | null =>
    linha.tipo === 'foto' && linha.detalhe
      ? t(`evidencias.fotos.verificacao.${linha.detalhe as VerificacaoFoto}`)
      : linha.detalhe;
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.linha.title')}>
      <Title order={3} size="h5">
        {t('evidencias.linha.title')}
      </Title>
      {linhas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('evidencias.linha.vazio')}
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2} active={linhas.length}>
          {linhas.map((linha) => (
            <Timeline.Item
              key={`${linha.quando}-${linha.tipo}-${linha.acao}-${linha.detalhe ?? ''}`}
              bullet={ICONES[linha.tipo]}
              color={linha.tipo === 'alerta' ? 'danger' : 'brand'}
              title={titulo(linha)}
            >
              <Text size="xs" c="dimmed">
                {[
                  displayDate(linha.quando),
                  linha.usuario ? t('evidencias.linha.por', { nome: linha.usuario }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {detalhe(linha) && <Text size="sm">{detalhe(linha)}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
