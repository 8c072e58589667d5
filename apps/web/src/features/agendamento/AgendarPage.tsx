import { TIPOS_AULA_PRATICA } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../ui/FormSection.tsx';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { slotsRequestOf, useAgendarChoices } from './agendar-choices.ts';
import { useInstrutoresAtivos, useProcessosAbertos, useVeiculosAtivos } from './api.ts';
import { SlotsPanel } from './components/SlotsPanel.tsx';

/** agendamento/agendar: a practical lesson for a student's process on a free slot (SPEC §2.3). */
export function AgendarPage() {
  const { t } = useTranslation();
  const { choices, update } = useAgendarChoices();
  const processos = useProcessosAbertos();
  const instrutores = useInstrutoresAtivos();
  const veiculos = useVeiculosAtivos();
  const processo = processos.data?.find((item) => String(item.id_processo) === choices.processo);
  const categoria = processo?.categoria;

  const processoOptions = (processos.data ?? []).map((item) => ({
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
          <SearchSelect
            label={t('agendamento.agendar.processo')}
            placeholder={t('agendamento.agendar.processoPlaceholder')}
            data={processoOptions}
            value={choices.processo || null}
            onChange={(value) => update({ processo: value ?? '', instrutor: '', veiculo: '' })}
            disabled={processos.isPending}
            required
          />
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
        <SlotsPanel key={JSON.stringify(request)} request={request} />
      </Stack>
    </>
  );
}
