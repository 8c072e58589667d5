import { type AulaAgendada, TIPOS_AULA_PRATICA } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Alert, Button, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilePlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idFrom } from '../../app/route-id.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AlunoPicker } from '../alunos/components/AlunoPicker.tsx';
import { useProcessosDoAluno } from '../processos/api.ts';
import { processosDaEscolha, slotsRequestOf, useAgendarChoices } from './agendar-choices.ts';
import { useInstrutoresAtivos, useProcessosAbertos, useVeiculosAtivos } from './api.ts';
import { AbrirProcessoModal } from './components/AbrirProcessoModal.tsx';
import { AgendadaConfirmacao } from './components/AgendadaConfirmacao.tsx';
import { SlotsPanel } from './components/SlotsPanel.tsx';

/** agendamento/agendar: a practical lesson for a student's process on a free slot (SPEC §2.3). */
export function AgendarPage() {
  const { t } = useTranslation();
  const { choices, update } = useAgendarChoices();
  /** The last lesson booked here, shown with a link to it until the next one. */
  const [booked, setBooked] = useState<AulaAgendada>();
  const [abrindo, setAbrindo] = useState<number>();
  const processos = useProcessosAbertos();
  const alunoId = idFrom(choices.aluno);
  const doAluno = useProcessosDoAluno(alunoId);
  const escolhiveis = processosDaEscolha(alunoId, processos.data, doAluno.data);
  const instrutores = useInstrutoresAtivos();
  const veiculos = useVeiculosAtivos();
  const processo = escolhiveis?.find((item) => String(item.id_processo) === choices.processo);
  const categoria = processo?.categoria;
  const semProcesso = alunoId !== undefined && escolhiveis?.length === 0;
  const unico = escolhiveis?.length === 1 ? escolhiveis[0] : undefined;

  // A student with one open process needs no second choice.
  useEffect(() => {
    if (alunoId !== undefined && unico && choices.processo === '')
      update({ processo: String(unico.id_processo), instrutor: '', veiculo: '' });
  }, [alunoId, unico, choices.processo, update]);

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
  const request = slotsRequestOf(choices);
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
          <AlunoPicker
            fullWidth
            value={alunoId}
            onChange={(id) =>
              update({ aluno: id === undefined ? '' : String(id), processo: '', instrutor: '', veiculo: '' })
            }
          />
          <SearchSelect
            label={t('agendamento.agendar.processo')}
            placeholder={t('agendamento.agendar.processoPlaceholder')}
            data={processoOptions}
            value={choices.processo || null}
            onChange={(value) => {
              const chosen = escolhiveis?.find((item) => String(item.id_processo) === value);
              update({
                processo: value ?? '',
                aluno: chosen ? String(chosen.aluno_id) : choices.aluno,
                instrutor: '',
                veiculo: '',
              });
            }}
            disabled={escolhiveis === undefined || semProcesso}
            required
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
          <SearchSelect
            label={t('agendamento.agendar.instrutor')}
            data={instrutorOptions}
            value={choices.instrutor || null}
            onChange={(value) => update({ instrutor: value ?? '' })}
            disabled={categoria === undefined}
            description={noProcesso}
            required
          />
          <SearchSelect
            label={t('agendamento.agendar.veiculo')}
            data={veiculoOptions}
            value={choices.veiculo || null}
            onChange={(value) => update({ veiculo: value ?? '' })}
            disabled={categoria === undefined}
            description={noProcesso}
            required
          />
        </FormSection>
        <FormSection title={t('agendamento.agendar.when')} hint={t('agendamento.agendar.whenHint')}>
          <DateField
            label={t('agendamento.agendar.data')}
            value={choices.data}
            onChange={(data) => update({ data })}
            minDate={todayInSaoPaulo()}
            required
          />
          <Select
            label={t('agendamento.agendar.tipo')}
            data={TIPOS_AULA_PRATICA.map((tipo) => ({ value: tipo, label: t(`agendamento.tipos.${tipo}`) }))}
            value={choices.tipo}
            onChange={(value) =>
              update({ tipo: TIPOS_AULA_PRATICA.find((tipo) => tipo === value) ?? 'normal' })
            }
            allowDeselect={false}
          />
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
              value={choices.horas}
              onChange={(value) => update({ horas: value === '2' ? '2' : '1' })}
            />
          </Stack>
        </FormSection>
        {booked && <AgendadaConfirmacao aula={booked} />}
        <SlotsPanel key={JSON.stringify(request)} request={request} onBooked={setBooked} />
      </Stack>
      <AbrirProcessoModal
        alunoId={abrindo}
        onClose={() => setAbrindo(undefined)}
        onOpened={(aberto) => {
          setAbrindo(undefined);
          update({
            aluno: String(aberto.aluno_id),
            processo: String(aberto.id_processo),
            instrutor: '',
            veiculo: '',
          });
        }}
      />
    </>
  );
}
