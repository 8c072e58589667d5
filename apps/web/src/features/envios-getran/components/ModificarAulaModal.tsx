import type { AulaStaffDetalhe } from '@cfc/contract';
import { atSaoPaulo, timeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCpf, displayDate } from '../../../ui/format.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { TimeField } from '../../../ui/inputs/TimeField.tsx';
import { notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { type AulaAlvo, useAtualizarEnvio, useDetalheAula } from '../api.ts';
import { reasonsOf } from '../reasons.ts';
import { EnvioStatusBadge } from './EnvioStatusBadge.tsx';
import { ModalBody } from './ModalBody.tsx';

interface ModificarAulaModalProps {
  readonly alvo: AulaAlvo | null;
  readonly onClose: () => void;
}

/** 'Modificar Aula Prática' (SPEC §2.6, §5): instructor, vehicle and the times of the lesson. */
export function ModificarAulaModal({ alvo, onClose }: ModificarAulaModalProps) {
  const { t } = useTranslation();
  const detalhe = useDetalheAula(alvo);

  return (
    <Modal
      opened={alvo !== null}
      onClose={onClose}
      title={t('enviosGetran.modificar.title')}
      size="xl"
      centered
    >
      {alvo && (
        <ModalBody
          loading={detalhe.isPending}
          loadingText={t('enviosGetran.modificar.carregando')}
          error={detalhe.isError && t('enviosGetran.modificar.erroCarregar')}
        >
          {detalhe.data && (
            <ModificarForm
              key={`${alvo.schema}-${alvo.id}`}
              detalhe={detalhe.data}
              schema={alvo.schema}
              onClose={onClose}
            />
          )}
        </ModalBody>
      )}
    </Modal>
  );
}

function Info({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

interface ModificarFormProps {
  readonly detalhe: AulaStaffDetalhe;
  readonly schema: string;
  readonly onClose: () => void;
}

function ModificarForm({ detalhe, schema, onClose }: ModificarFormProps) {
  const { t } = useTranslation();
  const { aulaPratica: aula, instrutores, veiculos } = detalhe;
  const anotacao = aula.anotacao;
  const [instrutor, setInstrutor] = useState<string | null>(String(aula.id_instrutor));
  const [veiculo, setVeiculo] = useState<string | null>(String(aula.id_veiculo));
  const [inicio, setInicio] = useState(timeInSaoPaulo(anotacao?.begin_time ?? aula.inicio));
  const [fim, setFim] = useState(timeInSaoPaulo(anotacao?.finish_time ?? aula.fim));
  const [problem, setProblem] = useState<'escolha' | 'horarios' | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const salvar = useAtualizarEnvio();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!instrutor || !veiculo) return setProblem('escolha');
    if (!inicio || !fim) return setProblem('horarios');
    setProblem(null);
    setReasons([]);
    salvar.mutate(
      {
        aula: aula.id_aulas_praticas,
        anotacaoPratica: anotacao?.id_anotacao_pratica ?? null,
        instrutor: Number(instrutor),
        veiculo: Number(veiculo),
        inicio: atSaoPaulo(aula.data_aula, inicio).toISOString(),
        fim: atSaoPaulo(aula.data_aula, fim).toISOString(),
        schema,
      },
      {
        onSuccess: () => {
          notifySuccess(t('enviosGetran.toasts.alterada'));
          onClose();
        },
        onError: (error) => {
          notifyFailure(t('enviosGetran.toasts.alterarErro'));
          setReasons(reasonsOf(error));
        },
      },
    );
  }

  const message = problem === null ? null : t(`enviosGetran.modificar.${problem}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          <Info label={t('enviosGetran.modificar.aluno')}>{aula.nomeAluno}</Info>
          <Info label={t('enviosGetran.modificar.cpf')}>{displayCpf(aula.cpfAluno)}</Info>
          <Info label={t('enviosGetran.modificar.renach')}>{aula.alunoRenach || '-'}</Info>
          <Info label={t('enviosGetran.modificar.data')}>{displayDate(aula.data_aula)}</Info>
          <Info label={t('enviosGetran.modificar.turno')}>
            {t(`enviosGetran.modificar.turnos.${aula.tipo_aula}`)}
          </Info>
          <Info label={t('enviosGetran.modificar.categoria')}>{aula.categoria_cnh}</Info>
          <Info label={t('enviosGetran.modificar.statusGetran')}>
            <EnvioStatusBadge status={aula.getran_status} />
          </Info>
        </SimpleGrid>
        <Divider />
        {anotacao === null && (
          <Alert color="info" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('enviosGetran.modificar.semAnotacao')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SearchSelect
            label={t('enviosGetran.modificar.instrutor')}
            data={instrutores.map((item) => ({ value: String(item.id_instrutor), label: item.nome }))}
            value={instrutor}
            onChange={setInstrutor}
            required
            clearable
            error={problem === 'escolha' && !instrutor}
          />
          <SearchSelect
            label={t('enviosGetran.modificar.veiculo')}
            data={veiculos.map((item) => ({
              value: String(item.id_veiculo),
              label: t('enviosGetran.modificar.veiculoOption', {
                placa: item.placa,
                categoria: item.categoria_cnh,
              }),
            }))}
            value={veiculo}
            onChange={setVeiculo}
            required
            clearable
            error={problem === 'escolha' && !veiculo}
          />
          <TimeField
            legend={t('enviosGetran.modificar.inicio')}
            value={inicio}
            onChange={setInicio}
            required
          />
          <TimeField legend={t('enviosGetran.modificar.fim')} value={fim} onChange={setFim} required />
          <TextInput
            label={t('enviosGetran.modificar.hodometroInicio')}
            value={anotacao ? String(anotacao.hodo_start) : '-'}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('enviosGetran.modificar.hodometroFim')}
            value={anotacao?.hodo_end === null || anotacao === null ? '-' : String(anotacao.hodo_end)}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
        {message && (
          <Alert color="danger" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {message}
          </Alert>
        )}
        {reasons.length > 0 && (
          <Alert color="danger" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            <Stack gap={2}>
              {reasons.map((reason) => (
                <Text key={reason} size="sm">
                  {reason}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={salvar.isPending}>
            {t('enviosGetran.modificar.cancelar')}
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            {t('enviosGetran.modificar.salvar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
