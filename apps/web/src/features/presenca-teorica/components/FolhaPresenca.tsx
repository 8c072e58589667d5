import { type AulaTeoricaDetalhe, Role } from '@cfc/contract';
import { formatDateBR, timeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconDoor,
  IconLock,
  IconPlayerPlay,
  IconRefresh,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { useSession } from '../../../session/session.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../ui/ConfirmDialog.tsx';
import { FOTO_EXTENSIONS, FOTO_MAX_MB } from '../../../ui/foto.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { PhotoNoticeModal } from '../../../ui/PhotoNoticeModal.tsx';
import { checkUploads } from '../../../ui/upload-files.ts';
import {
  useAbrirAula,
  useAulaTeorica,
  useDesfazerPresenca,
  useEncerrarAula,
  useFotoAluno,
  useMarcarPresenca,
} from '../api.ts';
import { AlunoPresenca } from './AlunoPresenca.tsx';
import { Evidencias } from './Evidencias.tsx';
import { StatusAulaBadge } from './StatusAulaBadge.tsx';

/** The layout already shows the photo notice to students and instructors. */
const NOTICE_IN_LAYOUT: readonly number[] = [Role.ALUNO, Role.INSTRUTOR];

function Cabecalho({ aula }: { readonly aula: AulaTeoricaDetalhe }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {aula.disciplina_nome}
            </Title>
            <Text c="dimmed">{aula.turma_nome}</Text>
          </Stack>
          <StatusAulaBadge status={aula.status} />
        </Group>
        <Text fw={600}>
          {`${formatDateBR(aula.data, { dateOnly: true })} · ${aula.hora_inicio}–${aula.hora_fim} · ${t(
            'presencaTeorica.sessao.horasAula',
            { count: aula.horas_aula },
          )}`}
        </Text>
        <Group gap="md">
          <Group gap={6}>
            <IconDoor size={16} aria-hidden />
            <Text size="sm">{aula.sala_nome}</Text>
          </Group>
          <Group gap={6}>
            <IconUser size={16} aria-hidden />
            <Text size="sm">{aula.instrutor_nome}</Text>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('presencaTeorica.folha.tolerancia', { count: aula.tolerancia_minutos })}
        </Text>
        {aula.aberta_em && (
          <Text size="sm">
            {t('presencaTeorica.folha.abertaEm', { hora: timeInSaoPaulo(aula.aberta_em) })}
            {aula.encerrada_em &&
              ` · ${t('presencaTeorica.folha.encerradaEm', { hora: timeInSaoPaulo(aula.encerrada_em) })}`}
          </Text>
        )}
        <Text size="sm">
          {t('presencaTeorica.sessao.presentes', { presentes: aula.presentes, alunos: aula.alunos })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The attendance sheet of one theory session: open it (the room camera's snapshots start on the
 * server), mark each student's entry and leave, a photo at entry, the evidence photos, and close it.
 */
export function FolhaPresenca({ aulaId }: { readonly aulaId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const aula = useAulaTeorica(aulaId);
  const abrir = useAbrirAula();
  const encerrar = useEncerrarAula();
  const marcar = useMarcarPresenca();
  const desfazer = useDesfazerPresenca();
  const foto = useFotoAluno();
  const [erro, setErro] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<ConfirmRequest | null>(null);
  const ocupado =
    abrir.isPending || encerrar.isPending || marcar.isPending || desfazer.isPending || foto.isPending;

  /** Runs a change; the server's refusal (e.g. marking before the start) is shown on the sheet. */
  async function run(change: () => Promise<{ mensagem?: string }>) {
    setErro(null);
    try {
      const reply = await change();
      notifySuccess(reply.mensagem);
    } catch (error) {
      setErro(serverMessage(error) || t('presencaTeorica.folha.falha'));
    }
  }

  if (aula.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton h={160} radius="md" />
        <Skeleton h={90} radius="md" />
        <Skeleton h={90} radius="md" />
      </Stack>
    );
  }
  if (aula.isError) {
    return (
      <Alert
        color="danger"
        icon={<IconAlertCircle aria-hidden />}
        title={t('presencaTeorica.folha.loadError')}
      >
        <Stack gap="sm" align="flex-start">
          {serverMessage(aula.error)}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void aula.refetch()}
          >
            {t('presencaTeorica.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const dados = aula.data;
  const podeMarcar = dados.pode_conduzir && dados.status === 'aberta';

  function enviarFoto(idAluno: number, file: File) {
    const { refused } = checkUploads([file], FOTO_EXTENSIONS, FOTO_MAX_MB);
    if (refused.length > 0) {
      setErro(t('presencaTeorica.folha.fotoRecusada', { size: FOTO_MAX_MB }));
      return;
    }
    void run(() => foto.mutateAsync({ id: aulaId, idAluno, file }));
  }

  return (
    <Stack gap="md">
      {session && !NOTICE_IN_LAYOUT.includes(session.id_role) && <PhotoNoticeModal />}
      <Cabecalho aula={dados} />

      {erro && (
        <Alert
          color="danger"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('presencaTeorica.folha.fecharAviso')}
          onClose={() => setErro(null)}
        >
          {erro}
        </Alert>
      )}

      {dados.pode_conduzir && dados.status === 'agendada' && (
        <Stack gap={4} align="flex-start">
          <Button
            size="lg"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
            loading={abrir.isPending}
            onClick={() => void run(() => abrir.mutateAsync(aulaId))}
          >
            {t('presencaTeorica.folha.abrir')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('presencaTeorica.folha.abrirHint')}
          </Text>
        </Stack>
      )}
      {!dados.pode_conduzir && dados.status !== 'encerrada' && (
        <Alert color="info" variant="light">
          {t('presencaTeorica.folha.somenteLeitura')}
        </Alert>
      )}

      <Stack gap="sm" component="section" aria-labelledby="lista-presenca">
        <Title order={2} size="h4" id="lista-presenca">
          {t('presencaTeorica.folha.lista')}
        </Title>
        {dados.presencas.length === 0 ? (
          <Paper withBorder radius="md" p="md">
            <Text c="dimmed" size="sm">
              {t('presencaTeorica.folha.semAlunos')}
            </Text>
          </Paper>
        ) : (
          // Wide screens: two students a row, so a class fits the screen.
          <SimpleGrid
            cols={{ base: 1, lg: 2 }}
            spacing="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {dados.presencas.map((presenca) => (
              <AlunoPresenca
                key={presenca.id_aluno}
                aula={dados}
                presenca={presenca}
                podeMarcar={podeMarcar}
                ocupado={ocupado}
                onEntrada={() =>
                  void run(() =>
                    marcar.mutateAsync({
                      id: aulaId,
                      body: { id_aluno: presenca.id_aluno, evento: 'entrada' },
                    }),
                  )
                }
                onSaida={() =>
                  void run(() =>
                    marcar.mutateAsync({
                      id: aulaId,
                      body: { id_aluno: presenca.id_aluno, evento: 'saida' },
                    }),
                  )
                }
                onDesfazer={() =>
                  void run(() => desfazer.mutateAsync({ id: aulaId, idAluno: presenca.id_aluno }))
                }
                onFoto={(file) => enviarFoto(presenca.id_aluno, file)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      {podeMarcar && (
        <Group justify="flex-end">
          <Button
            size="lg"
            w={{ base: '100%', sm: 'auto' }}
            color="danger"
            variant="light"
            leftSection={<IconLock size={20} aria-hidden />}
            loading={encerrar.isPending}
            onClick={() =>
              setConfirmar({
                title: t('presencaTeorica.folha.encerrarTitulo'),
                text: t('presencaTeorica.folha.encerrarTexto'),
                confirmLabel: t('presencaTeorica.folha.encerrar'),
                color: 'danger',
                onConfirm: () => {
                  setConfirmar(null);
                  void run(() => encerrar.mutateAsync(aulaId));
                },
              })
            }
          >
            {t('presencaTeorica.folha.encerrar')}
          </Button>
        </Group>
      )}

      <Evidencias aulaId={aulaId} />

      <ConfirmDialog
        request={confirmar}
        cancelLabel={t('presencaTeorica.folha.cancelar')}
        loading={encerrar.isPending}
        onClose={() => setConfirmar(null)}
      />
    </Stack>
  );
}
