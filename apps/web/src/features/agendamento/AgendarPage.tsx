import { type AulaAgendada, TIPOS_AULA_PRATICA } from '@cfc/contract';
import { Alert, Button, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilePlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormSection } from '../../ui/FormSection.tsx';
import { Bind } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AlunoPicker } from '../alunos/index.ts';
import { useProcessosDoAluno } from '../processos/index.ts';
import {
  agendarForm,
  processosDaEscolha,
  readChoices,
  searchOf,
  slotsRequestOfValues,
  valuesOf,
} from './agendar-choices.ts';
import { useInstrutoresAtivos, useProcessosAbertos, useVeiculosAtivos } from './api.ts';
import { AbrirProcessoModal } from './components/AbrirProcessoModal.tsx';
import { AgendadaConfirmacao } from './components/AgendadaConfirmacao.tsx';
import { AulaDataField, IdSelectField } from './components/AulaFields.tsx';
import { SlotsPanel } from './components/SlotsPanel.tsx';

/** A choice not made (yet): the form holds nothing, the contract's schema says it is missing. */
const NONE = undefined as unknown as number;

/**
 * agendamento/agendar: a practical lesson for a student's process on a free slot (SPEC §2.3). The
 * form is the contract's booking (aulaPraticaBody) with the student and the day; its choices stay in
 * the address bar, so coming back shows the same day.
 */
export function AgendarPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // The address bar is read once: from then on the form holds the choices and writes them back.
  const [initial] = useState(() => valuesOf(readChoices(search)));
  const form = useContractForm(agendarForm, initial);
  const { control, setValue } = form;
  const values = useWatch({ control });
  /** The last lesson booked here, shown with a link to it until the next one. */
  const [booked, setBooked] = useState<AulaAgendada>();
  const [abrindo, setAbrindo] = useState<number>();
  const processos = useProcessosAbertos();
  const alunoId = values.aluno_id;
  const doAluno = useProcessosDoAluno(alunoId);
  const escolhiveis = processosDaEscolha(alunoId, processos.data, doAluno.data);
  const instrutores = useInstrutoresAtivos();
  const veiculos = useVeiculosAtivos();
  const processo = escolhiveis?.find((item) => item.id_processo === values.processo_id);
  const categoria = processo?.categoria;
  const semProcesso = alunoId !== undefined && escolhiveis?.length === 0;
  const unico = escolhiveis?.length === 1 ? escolhiveis[0] : undefined;

  const searchText = searchOf(values).toString();
  useEffect(() => {
    setSearch(new URLSearchParams(searchText), { replace: true });
  }, [searchText, setSearch]);

  /** A new student or process needs its own instructor and vehicle (and process). */
  const choose = (patch: { aluno_id?: number; processo_id?: number }) => {
    if ('aluno_id' in patch) setValue('aluno_id', patch.aluno_id);
    setValue('processo_id', patch.processo_id ?? NONE);
    setValue('instrutor_id', NONE);
    setValue('veiculo_id', NONE);
  };

  // A student with one open process needs no second choice.
  useEffect(() => {
    if (alunoId !== undefined && unico && values.processo_id === undefined) {
      setValue('processo_id', unico.id_processo);
      setValue('instrutor_id', NONE);
      setValue('veiculo_id', NONE);
    }
  }, [alunoId, unico, values.processo_id, setValue]);

  const processoOptions = (escolhiveis ?? []).map((item) => ({
    value: String(item.id_processo),
    label:
      t('agendamento.agendar.processoOption', {
        nome: item.aluno_nome,
        categoria: item.categoria,
        renach: item.renach,
      }) + (item.expirado ? ` (${t('agendamento.agendar.expirado')})` : ''),
  }));
  const instrutorOptions = (instrutores.data ?? [])
    .filter((item) => item.ativo && categoria !== undefined && item.categorias_ensino.includes(categoria))
    .map((item) => ({ value: String(item.id_instrutor), label: item.nome }));
  const veiculoOptions = (veiculos.data ?? [])
    .filter((item) => item.ativo && item.categoria === categoria)
    .map((item) => ({
      value: String(item.id_veiculo),
      label: t('agendamento.agendar.veiculoOption', item),
    }));
  const request = slotsRequestOfValues(values);
  const noProcesso = categoria === undefined ? t('agendamento.agendar.chooseProcessoFirst') : undefined;

  return (
    <>
      <PageHeader
        title={t('agendamento.agendar.title')}
        description={t('agendamento.agendar.intro')}
        crumbs={[{ label: t('agendamento.title') }, { label: t('agendamento.agendar.title') }]}
      />
      <Stack gap="lg">
        <FormSection title={t('agendamento.agendar.who')} hint={t('agendamento.agendar.whoHint')}>
          <Bind control={control} name="aluno_id">
            {(field) => (
              <AlunoPicker
                fullWidth
                ref={field.ref}
                value={field.value}
                onChange={(id) => choose({ aluno_id: id })}
                error={field.error}
              />
            )}
          </Bind>
          <IdSelectField
            control={control}
            name="processo_id"
            label={t('agendamento.agendar.processo')}
            placeholder={t('agendamento.agendar.processoPlaceholder')}
            data={processoOptions}
            onChoose={(id) => {
              const chosen = escolhiveis?.find((item) => item.id_processo === id);
              choose({ aluno_id: chosen?.aluno_id ?? alunoId, processo_id: id ?? NONE });
            }}
            disabled={escolhiveis === undefined || semProcesso}
          />
          {semProcesso && (
            <Alert
              color="warning"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('agendamento.agendar.semProcesso.title')}
              role="status"
              style={{ gridColumn: '1 / -1' }}
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('agendamento.agendar.semProcesso.text')}</Text>
                <Button
                  leftSection={<IconFilePlus size={18} aria-hidden />}
                  onClick={() => setAbrindo(alunoId)}
                >
                  {t('agendamento.agendar.semProcesso.abrir')}
                </Button>
              </Stack>
            </Alert>
          )}
          <IdSelectField
            control={control}
            name="instrutor_id"
            label={t('agendamento.agendar.instrutor')}
            data={instrutorOptions}
            disabled={categoria === undefined}
            description={noProcesso}
          />
          <IdSelectField
            control={control}
            name="veiculo_id"
            label={t('agendamento.agendar.veiculo')}
            data={veiculoOptions}
            disabled={categoria === undefined}
            description={noProcesso}
          />
        </FormSection>
        <FormSection title={t('agendamento.agendar.when')} hint={t('agendamento.agendar.whenHint')}>
          <AulaDataField control={control} name="data" label={t('agendamento.agendar.data')} />
          <Bind control={control} name="tipo">
            {(field) => (
              <Select
                label={t('agendamento.agendar.tipo')}
                ref={field.ref}
                data={TIPOS_AULA_PRATICA.map((tipo) => ({
                  value: tipo,
                  label: t(`agendamento.tipos.${tipo}`),
                }))}
                value={field.value ?? 'normal'}
                onChange={(value) =>
                  field.onChange(TIPOS_AULA_PRATICA.find((tipo) => tipo === value) ?? 'normal')
                }
                onBlur={field.onBlur}
                error={field.error}
                allowDeselect={false}
              />
            )}
          </Bind>
          <Bind control={control} name="horas_aula">
            {(field) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="horas-aula-label">
                  {t('agendamento.agendar.horasAula')}
                </Text>
                <SegmentedControl
                  aria-labelledby="horas-aula-label"
                  data={(['1', '2'] as const).map((value) => ({
                    value,
                    label: t(`agendamento.agendar.horasAulaOptions.${value}`),
                  }))}
                  value={field.value === 2 ? '2' : '1'}
                  onChange={(value) => field.onChange(value === '2' ? 2 : 1)}
                />
              </Stack>
            )}
          </Bind>
        </FormSection>
        {booked && <AgendadaConfirmacao aula={booked} />}
        <SlotsPanel
          key={JSON.stringify(request ?? null)}
          form={form}
          request={request}
          onBooked={setBooked}
        />
      </Stack>
      <AbrirProcessoModal
        alunoId={abrindo}
        onClose={() => setAbrindo(undefined)}
        onOpened={(aberto) => {
          setAbrindo(undefined);
          choose({ aluno_id: aberto.aluno_id, processo_id: aberto.id_processo });
        }}
      />
    </>
  );
}
