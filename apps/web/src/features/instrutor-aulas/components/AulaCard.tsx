import type { InstrutorAula, MomentoFoto } from '@cfc/contract';
import { timeInSaoPaulo, timeRangeInSaoPaulo } from '@cfc/domain';
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCar,
  IconCheck,
  IconClock,
  IconFlag,
  IconMotorbike,
  IconPlayerPlay,
  IconX,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { AulaStatusBadge } from '../../agendamento/index.ts';
import { km, minutosEntre } from '../formatting.ts';
import { partidaDe } from '../janela.ts';
import { pendentes } from '../posicoes-queue.ts';
import type { Trilha } from '../useTrilha.ts';
import { TrilhaStatus } from './TrilhaStatus.tsx';

interface AulaCardProps {
  readonly aula: InstrutorAula;
  /** The lesson is on today's date: only then can it start. */
  readonly deHoje: boolean;
  /** The phone's clock (ms), against which the start window is read. */
  readonly agora: number;
  readonly trilha: Trilha;
  readonly onIniciar: (aula: InstrutorAula) => void;
  readonly onFinalizar: (aula: InstrutorAula) => void;
}

const MOMENTOS: readonly MomentoFoto[] = ['inicio', 'fim'];

/** What was recorded of a lesson given: read only, as the annotation never changes afterwards. */
function Realizada({ aula, trilha }: { readonly aula: InstrutorAula; readonly trilha: Trilha }) {
  const { t, i18n } = useTranslation();
  const anotacao = aula.anotacao;
  if (!anotacao) return null;
  const { inicio, fim, hodometro_inicio: hodoInicio, hodometro_fim: hodoFim } = anotacao;
  const waiting = pendentes(trilha.fila, aula.aulaId);
  const kmText = (value: number | null) =>
    value === null ? '-' : t('instrutorAulas.card.km', { valor: km(value, i18n.language) });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
        <DescriptionItem label={t('instrutorAulas.card.inicio')} value={timeInSaoPaulo(inicio)} />
        <DescriptionItem label={t('instrutorAulas.card.fim')} value={fim ? timeInSaoPaulo(fim) : '-'} />
        <DescriptionItem label={t('instrutorAulas.card.hodometroInicial')} value={kmText(hodoInicio)} />
        <DescriptionItem label={t('instrutorAulas.card.hodometroFinal')} value={kmText(hodoFim)} />
      </SimpleGrid>
      {fim && hodoFim !== null && (
        <Text size="sm" c="dimmed">
          {t('instrutorAulas.card.resumo', {
            minutos: minutosEntre(inicio, fim),
            km: km(hodoFim - hodoInicio, i18n.language),
          })}
        </Text>
      )}
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t('instrutorAulas.card.fotos')}:
        </Text>
        {MOMENTOS.map((momento) => {
          const ok = aula.fotos.includes(momento);
          const nome = t(
            momento === 'inicio' ? 'instrutorAulas.card.fotoInicio' : 'instrutorAulas.card.fotoFim',
          );
          return (
            <Badge
              key={momento}
              variant="light"
              color={ok ? 'brand' : 'gray'}
              tt="none"
              radius="sm"
              leftSection={ok ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              aria-label={t(ok ? 'instrutorAulas.card.fotoOk' : 'instrutorAulas.card.fotoFalta', {
                momento: nome.toLowerCase(),
              })}
            >
              {nome}
            </Badge>
          );
        })}
      </Group>
      {waiting > 0 && <TrilhaStatus aulaId={aula.aulaId} trilha={trilha} />}
    </Stack>
  );
}

/** The start of a lesson of today: a button while the window is open, otherwise when it opens or closed. */
function Partida({
  aula,
  agora,
  onIniciar,
}: {
  readonly aula: InstrutorAula;
  readonly agora: number;
  readonly onIniciar: (aula: InstrutorAula) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const partida = partidaDe(aula, agora);
  if (partida.kind === 'encerrada')
    return (
      <Text size="sm" c="dimmed">
        {t('instrutorAulas.card.prazoEncerrado', { hora: timeInSaoPaulo(partida.fechou) })}
      </Text>
    );
  const antes = partida.kind === 'antes';
  return (
    <Stack gap={4}>
      <Button
        size="lg"
        fullWidth
        leftSection={<IconPlayerPlay size={22} aria-hidden />}
        onClick={() => onIniciar(aula)}
        disabled={antes}
        aria-describedby={antes ? hintId : undefined}
      >
        {t('instrutorAulas.card.iniciar')}
      </Button>
      {antes && (
        <Text size="sm" c="dimmed" ta="center" id={hintId}>
          {t('instrutorAulas.card.disponivelAs', { hora: timeInSaoPaulo(partida.abre) })}
        </Text>
      )}
    </Stack>
  );
}

/** One lesson of the day on the instructor's phone: who, when, which vehicle, and its next step. */
export function AulaCard({ aula, deHoje, agora, trilha, onIniciar, onFinalizar }: AulaCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const VehicleIcon = aula.categoria === 'A' || aula.categoria === 'ACC' ? IconMotorbike : IconCar;
  const detalhes = [
    t('instrutorAulas.card.categoria', { categoria: aula.categoria }),
    t('instrutorAulas.card.horasAula', { count: aula.horas_aula }),
    ...(aula.tipo === 'normal' ? [] : [t(`agendamento.tipos.${aula.tipo}`)]),
  ].join(' · ');
  const cancelada = aula.status === 'cancelada';

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      style={{
        opacity: cancelada ? 0.7 : 1,
        borderLeft: `4px solid var(--mantine-color-${aula.status === 'em_andamento' ? 'warning-5' : aula.status === 'realizada' ? 'brand-5' : cancelada ? 'gray-4' : 'info-5'})`,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Group gap={6} wrap="nowrap">
            <IconClock size={20} aria-hidden />
            <Text fw={700} size="lg">
              {timeRangeInSaoPaulo(aula.inicio, aula.fim)}
            </Text>
          </Group>
          <AulaStatusBadge status={aula.status} />
        </Group>
        <div>
          <Title order={2} size="h3" id={headingId} lh={1.25}>
            {aula.aluno}
          </Title>
          <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
            <VehicleIcon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
                {aula.placa}
              </Text>
              {` · ${detalhes}`}
            </Text>
          </Group>
        </div>

        {aula.status === 'agendada' &&
          (deHoje ? (
            <Partida aula={aula} agora={agora} onIniciar={onIniciar} />
          ) : (
            <Text size="sm" c="dimmed">
              {t(
                Date.parse(aula.inicio) < agora
                  ? 'instrutorAulas.card.naoIniciada'
                  : 'instrutorAulas.card.outroDia',
              )}
            </Text>
          ))}

        {aula.status === 'em_andamento' && (
          <>
            <Paper radius="md" p="sm" bg="warning.0">
              <Stack gap="xs">
                {aula.anotacao && (
                  <Text size="sm" fw={600}>
                    {t('instrutorAulas.card.iniciadaAs', { hora: timeInSaoPaulo(aula.anotacao.inicio) })}
                    {' · '}
                    {t('instrutorAulas.card.hodometroInicial')}{' '}
                    {t('instrutorAulas.card.km', {
                      valor: km(aula.anotacao.hodometro_inicio, i18n.language),
                    })}
                  </Text>
                )}
                <TrilhaStatus aulaId={aula.aulaId} trilha={trilha} />
              </Stack>
            </Paper>
            <Button
              size="lg"
              fullWidth
              leftSection={<IconFlag size={22} aria-hidden />}
              onClick={() => onFinalizar(aula)}
            >
              {t('instrutorAulas.card.finalizar')}
            </Button>
          </>
        )}

        {aula.status === 'realizada' && <Realizada aula={aula} trilha={trilha} />}

        {cancelada && (
          <Text size="sm" c="dimmed">
            {t('instrutorAulas.card.cancelada')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
