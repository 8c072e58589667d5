import { type EstadoPerfil, FunctionGroup, Role } from '@cfc/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.ts';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEstadoPerfis } from './api.ts';
import { EstadoPerfilForm } from './components/EstadoPerfilForm.tsx';
import { EstadoPerfilHistorico } from './components/EstadoPerfilHistorico.tsx';

const COLUMNS = [
  'instrutor_limite_diario',
  'alunos_simultaneos',
  'noite',
  'limite_conceitos_basicos',
  'limite_baliza',
  'tempo_minimo_minutos',
  'duracao_maxima_minutos',
  'aula_dupla_minimo_minutos',
  'intervalo_terceira_aula_minutos',
  'tolerancia_checkin_minutos',
  'regime_1020_desde',
  'contingencia_percentual_maximo',
] as const;

function cell(perfil: EstadoPerfil, column: (typeof COLUMNS)[number], semLimite: string): string | number {
  if (column === 'noite') return `${perfil.noite_inicio.slice(0, 5)}–${perfil.noite_fim.slice(0, 5)}`;
  if (column === 'regime_1020_desde') return displayDate(perfil.regime_1020_desde);
  if (column === 'contingencia_percentual_maximo') {
    const percentual = perfil.contingencia_percentual_maximo;
    return percentual === null ? semLimite : `${percentual}%`;
  }
  return perfil[column];
}

/** Monitoring staff whose function is in SPEC §6's 'admin access' group edit; the others read. */
const ADMIN_ACCESS: readonly number[] = FunctionGroup.adminAccess;

/** monitoramento/conf/gerenciamento: each state's lesson rules and their history. */
export function EstadoPerfisPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit =
    session?.id_role === Role.MONITOR && ADMIN_ACCESS.includes(session.usuario.id_funcao_usuario ?? -1);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const perfis = useEstadoPerfis();
  const [editing, setEditing] = useState<EstadoPerfil | null>(null);
  const [shown, setShown] = useState(editing);
  if (editing !== null && editing !== shown) setShown(editing);

  const body = () => {
    if (perfis.isPending) return <Skeleton h={400} radius="md" />;
    if (perfis.isError) {
      return (
        <Alert color="danger" title={t('estadoPerfis.loadError')}>
          <Button size="xs" variant="default" onClick={() => void perfis.refetch()}>
            {t('estadoPerfis.retry')}
          </Button>
        </Alert>
      );
    }
    return (
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={1300} maxHeight="70vh">
          <Table striped stickyHeader aria-label={t('estadoPerfis.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('estadoPerfis.columns.uf')}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{t(`estadoPerfis.columns.${column}`)}</Table.Th>
                ))}
                <Table.Th>{t('estadoPerfis.columns.origem')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('estadoPerfis.columns.acoes')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {perfis.data.map((perfil) => (
                <Table.Tr key={perfil.uf}>
                  <Table.Th scope="row">{perfil.uf}</Table.Th>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column}>{cell(perfil, column, t('estadoPerfis.semLimite'))}</Table.Td>
                  ))}
                  <Table.Td>
                    <Text size="sm" c={perfil.personalizado ? 'info.8' : 'dimmed'}>
                      {perfil.personalizado
                        ? t('estadoPerfis.personalizado', { data: displayDate(perfil.updated_at, true) })
                        : t('estadoPerfis.padrao')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('estadoPerfis.historico.open', { uf: perfil.uf })}
                        onClick={() => setHistoryOf(perfil.uf)}
                      >
                        <IconHistory size={18} aria-hidden />
                      </ActionIcon>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('estadoPerfis.edit', { uf: perfil.uf })}
                          onClick={() => setEditing(perfil)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  };

  return (
    <>
      <PageHeader
        title={t('estadoPerfis.title')}
        description={t(canEdit ? 'estadoPerfis.intro' : 'estadoPerfis.readOnly')}
        crumbs={[{ label: t('estadoPerfis.title') }]}
      />
      {body()}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('estadoPerfis.formTitle', { uf: shown?.uf ?? '' })}
        size="xl"
      >
        {shown && <EstadoPerfilForm key={shown.uf} perfil={shown} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={t('estadoPerfis.historico.title', { uf: historyOf ?? '' })}
        size="lg"
      >
        {historyOf && <EstadoPerfilHistorico uf={historyOf} />}
      </Modal>
    </>
  );
}
