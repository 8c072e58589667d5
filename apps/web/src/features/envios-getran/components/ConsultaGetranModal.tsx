import type { AulaGetran } from '@cfc/contract';
import { cpfDigits } from '@cfc/domain';
import { Badge, Button, Grid, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { CpfInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { isCompleteCpf } from '../../../ui/masks.ts';
import { notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { useConsultaGetran } from '../api.ts';
import type { EscolaOption } from '../filters.ts';
import { consultaStatusColor } from '../status.ts';
import { notifyInfo } from '../toasts.ts';

interface ConsultaGetranModalProps {
  readonly opened: boolean;
  readonly escolas: readonly EscolaOption[];
  /** The school and CPF of the list's filters, to start from. */
  readonly escolaInicial: string;
  readonly cpfInicial: string;
  readonly teste: boolean;
  readonly onClose: () => void;
}

/**
 * 'Consulta GETRAN' (SPEC §2.6, §5, §8): the lessons the authority holds for a candidate's CPF in a
 * school. Both are required; the CPF goes as digits.
 */
export function ConsultaGetranModal({
  opened,
  escolas,
  escolaInicial,
  cpfInicial,
  teste,
  onClose,
}: ConsultaGetranModalProps) {
  const { t } = useTranslation();
  const [escola, setEscola] = useState<string | null>(null);
  const [cpf, setCpf] = useState('');
  const [aulas, setAulas] = useState<readonly AulaGetran[] | null>(null);
  const consulta = useConsultaGetran(teste);
  const ready = escola !== null && escola !== '' && isCompleteCpf(cpf);

  // Each opening starts from the list's filters, with no result.
  useEffect(() => {
    if (!opened) return;
    setEscola(escolaInicial || null);
    setCpf(cpfInicial);
    setAulas(null);
  }, [opened, escolaInicial, cpfInicial]);

  function pesquisar(event?: FormEvent) {
    event?.preventDefault();
    if (!ready || !escola) return notifyFailure(t('enviosGetran.consulta.obrigatorios'));
    consulta.mutate(
      { cfc: escola, cpf: cpfDigits(cpf) },
      {
        onSuccess: (found) => {
          setAulas(found);
          if (found.length === 0) notifyInfo(t('enviosGetran.consulta.vazio'));
          else notifySuccess(t('enviosGetran.consulta.encontradas', { count: found.length }));
        },
        onError: () => {
          setAulas([]);
          notifyFailure(t('enviosGetran.consulta.erro'));
        },
      },
    );
  }

  let result: ReactNode;
  if (consulta.isPending) {
    result = (
      <Group gap="sm" p="md" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('enviosGetran.consulta.carregando')}</Text>
      </Group>
    );
  } else if (aulas === null) {
    result = (
      <Text c="dimmed" size="sm" ta="center" p="md">
        {t('enviosGetran.consulta.inicial')}
      </Text>
    );
  } else if (aulas.length === 0) {
    result = (
      <Text c="dimmed" ta="center" p="md">
        {t('enviosGetran.consulta.vazio')}
      </Text>
    );
  } else {
    result = (
      <Table.ScrollContainer minWidth={420} maxHeight="45dvh" type="native">
        <Table stickyHeader striped verticalSpacing="xs" aria-label={t('enviosGetran.consulta.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {(['data', 'inicio', 'fim', 'status'] as const).map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`enviosGetran.consulta.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aulas.map((aula) => (
              <Table.Tr key={`${aula.dataAula}-${aula.horaInicio}-${aula.horaFim}`}>
                <Table.Td>{displayDate(aula.dataAula)}</Table.Td>
                <Table.Td>{aula.horaInicio}</Table.Td>
                <Table.Td>{aula.horaFim}</Table.Td>
                <Table.Td>
                  <Badge color={consultaStatusColor(aula.status)} variant="light" radius="sm" tt="none">
                    {aula.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('enviosGetran.consulta.title')} size="lg" centered>
      <Stack gap="md">
        <form onSubmit={pesquisar} noValidate>
          <Grid align="flex-end" gutter="sm">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <SearchSelect
                label={t('enviosGetran.consulta.escola')}
                placeholder={t('enviosGetran.consulta.escolaPlaceholder')}
                data={[...escolas]}
                value={escola}
                onChange={setEscola}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8, sm: 4 }}>
              <CpfInput
                label={t('enviosGetran.consulta.cpf')}
                value={cpf}
                onChange={setCpf}
                required
                // The disabled button takes no Enter: the check and its message run here.
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !ready) pesquisar(event);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
              <Button
                type="submit"
                fullWidth
                disabled={!ready}
                loading={consulta.isPending}
                leftSection={<IconSearch size={16} aria-hidden />}
              >
                {t('enviosGetran.consulta.pesquisar')}
              </Button>
            </Grid.Col>
          </Grid>
        </form>
        <div aria-live="polite">{result}</div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('enviosGetran.consulta.fechar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
