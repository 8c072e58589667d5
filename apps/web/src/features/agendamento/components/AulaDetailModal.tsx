import { type AulaPraticaDetalhe, contaComoEnviada } from '@cfc/contract';
import { dateInSaoPaulo, timeRangeInSaoPaulo } from '@cfc/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../session/useAccess.ts';
import { displayDate } from '../../../ui/format.ts';
import { useAula } from '../api.ts';
import { AulaEvidencias } from './AulaEvidencias.tsx';
import { AulaStatusBadge } from './AulaStatusBadge.tsx';
import { CancelarForm } from './CancelarForm.tsx';
import { ContingenciaForm } from './ContingenciaForm.tsx';
import { RemarcarForm } from './RemarcarForm.tsx';

export type DetailMode = 'detalhe' | 'remarcar' | 'cancelar' | 'contingencia';

export interface DetailTarget {
  readonly id: number;
  readonly mode: DetailMode;
}

interface AulaDetailModalProps {
  readonly target: DetailTarget | null;
  readonly onMode: (mode: DetailMode) => void;
  readonly onClose: () => void;
}

/** A lesson with its history, and its reschedule and cancel actions while it is scheduled. */
export function AulaDetailModal({ target, onMode, onClose }: AulaDetailModalProps) {
  const { t } = useTranslation();
  const aula = useAula(target?.id);
  const mode = target?.mode ?? 'detalhe';
  const titles = {
    detalhe: t('agendamento.detail.title'),
    remarcar: t('agendamento.remarcar.title'),
    cancelar: t('agendamento.cancelar.title'),
    contingencia: t('agendamento.contingencia.title'),
  };

  let body: React.ReactNode;
  if (aula.isPending) body = <Loader size="sm" aria-label={t('app.loading')} />;
  else if (aula.isError) body = <Alert color="danger">{t('agendamento.detail.loadError')}</Alert>;
  else if (mode === 'remarcar')
    body = (
      <RemarcarForm
        id={aula.data.id_aulas_praticas}
        inicio={aula.data.inicio}
        onDone={onClose}
        onBack={() => onMode('detalhe')}
      />
    );
  else if (mode === 'cancelar')
    body = (
      <CancelarForm
        id={aula.data.id_aulas_praticas}
        dada={wasGiven(aula.data)}
        onDone={onClose}
        onBack={() => onMode('detalhe')}
      />
    );
  else if (mode === 'contingencia')
    body = (
      <ContingenciaForm
        id={aula.data.id_aulas_praticas}
        contingencia={aula.data.contingencia}
        onDone={() => onMode('detalhe')}
        onBack={() => onMode('detalhe')}
      />
    );
  else body = <AulaDetail aula={aula.data} onMode={onMode} onClose={onClose} />;

  return (
    <Modal opened={target !== null} onClose={onClose} title={titles[mode]} size="lg" centered>
      {body}
    </Modal>
  );
}

/** The lesson was started on the instructor's phone: it has (or had) an annotation, photos, a track. */
function wasGiven(aula: AulaPraticaDetalhe): boolean {
  return aula.status === 'realizada' || aula.status === 'em_andamento';
}

/** Lessons whose evidence is worth showing: given ones, and cancelled ones that had been started. */
function hasEvidence(aula: AulaPraticaDetalhe): boolean {
  return (
    wasGiven(aula) || (aula.status === 'cancelada' && aula.historico.some((item) => item.acao === 'iniciada'))
  );
}

/** The history's word for an entry; a contingency change says which way it went. */
type Historico = AulaPraticaDetalhe['historico'][number];
function acaoLabel(item: Historico): Historico['acao'] | 'contingencia_marcada' | 'contingencia_desmarcada' {
  if (item.acao !== 'contingencia') return item.acao;
  return item.para?.contingencia === true ? 'contingencia_marcada' : 'contingencia_desmarcada';
}

function Field({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

interface AulaDetailProps {
  readonly aula: AulaPraticaDetalhe;
  readonly onMode: (mode: DetailMode) => void;
  readonly onClose: () => void;
}

function AulaDetail({ aula, onMode, onClose }: AulaDetailProps) {
  const { t } = useTranslation();
  const canSchedule = usePermission('agendamento');
  const when = `${displayDate(dateInSaoPaulo(aula.inicio))} ${timeRangeInSaoPaulo(aula.inicio, aula.fim)}`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field
          label={t('agendamento.detail.aluno')}
        >{`${aula.aluno_nome} · ${aula.categoria} · ${aula.renach}`}</Field>
        <Field label={t('agendamento.detail.quando')}>{when}</Field>
        <Field label={t('agendamento.detail.instrutor')}>{aula.instrutor_nome}</Field>
        <Field label={t('agendamento.detail.veiculo')}>{aula.placa}</Field>
        <Field label={t('agendamento.detail.tipo')}>{t(`agendamento.tipos.${aula.tipo}`)}</Field>
        <Field label={t('agendamento.detail.status')}>
          <Group gap={6}>
            <AulaStatusBadge status={aula.status} />
            {aula.contingencia && (
              <Badge color="warning" variant="light">
                {t('agendamento.contingencia.badge')}
              </Badge>
            )}
          </Group>
        </Field>
        {aula.motivo_cancelamento && (
          <Field label={t('agendamento.detail.motivoCancelamento')}>{aula.motivo_cancelamento}</Field>
        )}
      </SimpleGrid>
      {hasEvidence(aula) && <AulaEvidencias aulaId={aula.id_aulas_praticas} aluno={aula.aluno_nome} />}
      <Title order={3} size="h5">
        {t('agendamento.detail.historico')}
      </Title>
      {aula.historico.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('agendamento.detail.semHistorico')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {aula.historico.map((item) => (
            <Timeline.Item
              key={`${item.acao}-${item.created_at}`}
              title={t(`agendamento.detail.acoes.${acaoLabel(item)}`)}
            >
              <Text size="xs" c="dimmed">
                {displayDate(item.created_at)}
                {item.usuario ? ` · ${t('agendamento.detail.por', { usuario: item.usuario })}` : ''}
              </Text>
              {item.motivo && (
                <Text size="sm">{t('agendamento.detail.motivo', { motivo: item.motivo })}</Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('agendamento.detail.close')}
        </Button>
        {canSchedule && aula.status !== 'cancelada' && !contaComoEnviada(aula.getran_status) && (
          <Button
            variant="default"
            leftSection={<IconAlertTriangle size={16} aria-hidden />}
            onClick={() => onMode('contingencia')}
          >
            {t(aula.contingencia ? 'agendamento.contingencia.desmarcar' : 'agendamento.contingencia.marcar')}
          </Button>
        )}
        {canSchedule && aula.status === 'agendada' && (
          <Button
            variant="light"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            onClick={() => onMode('remarcar')}
          >
            {t('agendamento.actions.remarcar')}
          </Button>
        )}
        {canSchedule && aula.status !== 'cancelada' && (
          <Button
            color="danger"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onMode('cancelar')}
          >
            {t('agendamento.actions.cancelar')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
