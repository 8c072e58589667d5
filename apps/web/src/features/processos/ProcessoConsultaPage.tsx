import type { Processo } from '@cfc/contract';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { displayCpf, displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useProcesso } from './api.ts';
import { HorasPanel } from './components/HorasPanel.tsx';
import { PlanosVendidos } from './components/PlanosVendidos.tsx';
import { ProcessoEditModal } from './components/ProcessoEditModal.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import { REGIME_LABELS } from './labels.ts';

function Item({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function ProcessoDados({ processo }: { readonly processo: Processo }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const ladv = processo.ladv_numero
    ? t('processos.consulta.ladvValue', {
        numero: processo.ladv_numero,
        validade: displayDate(processo.ladv_validade, true),
      })
    : t('processos.consulta.semLadv');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text fw={600}>{t('processos.consulta.dados')}</Text>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          {t('processos.consulta.editar')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Item label={t('processos.columns.aluno')}>{processo.aluno_nome}</Item>
        <Item label={t('processos.columns.cpf')}>{displayCpf(processo.aluno_cpf)}</Item>
        <Item label={t('processos.columns.renach')}>{processo.renach}</Item>
        <Item label={t('processos.columns.categoria')}>
          {processo.categoria} · {t(`processos.tipos.${processo.tipo}`)}
        </Item>
        <Item label={t('processos.columns.regime')}>{REGIME_LABELS[processo.regime]}</Item>
        <Item label={t('processos.consulta.abertura')}>{displayDate(processo.aberto_em, true)}</Item>
        <Item label={t('processos.consulta.ladv')}>{ladv}</Item>
        <Item label={t('processos.columns.status')}>
          <StatusBadge processo={processo} />
        </Item>
      </SimpleGrid>
      <ProcessoEditModal processo={editing ? processo : null} onClose={() => setEditing(false)} />
    </Paper>
  );
}

/** agendamento/processo/consulta?processo=ID: one process's file (data, hours, plans sold). */
export function ProcessoConsultaPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idFrom(search.get('processo'));
  const processo = useProcesso(id);
  const searchPath = buildPath('processo-index');
  return (
    <>
      <PageHeader
        title={t('processos.consulta.title')}
        description={processo.data?.aluno_nome ?? t('processos.consulta.intro')}
        crumbs={[
          { label: t('processos.title'), route: 'processo-index' },
          { label: t('processos.consulta.title') },
        ]}
      />
      {id === undefined ? (
        <Alert color="info" title={t('processos.consulta.missing')}>
          <Button component={Link} to={searchPath} variant="default" size="xs">
            {t('processos.consulta.toSearch')}
          </Button>
        </Alert>
      ) : (
        <RecordLoader
          query={processo}
          validId
          backTo={searchPath}
          texts={t('processos.consulta', { returnObjects: true })}
        >
          {(record) => (
            <Stack gap="lg">
              <ProcessoDados processo={record} />
              <HorasPanel processoId={record.id_processo} />
              <PlanosVendidos processo={record} />
            </Stack>
          )}
        </RecordLoader>
      )}
    </>
  );
}
