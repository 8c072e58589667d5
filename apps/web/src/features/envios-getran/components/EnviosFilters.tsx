import { Button, Grid, Group, Paper, TextInput, Tooltip } from '@mantine/core';
import { IconEraser, IconFileSearch, IconRefreshDot, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { CpfInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { type EnviosFiltros, type EscolaOption, periodoInvalido } from '../filters.ts';
import { rejectionStatuses, statusFilterOptions } from '../status.ts';

interface EnviosFiltersProps {
  readonly filtros: EnviosFiltros;
  readonly escolas: readonly EscolaOption[];
  readonly escolasLoading: boolean;
  readonly artisanRunning: boolean;
  readonly onChange: (patch: Partial<EnviosFiltros>) => void;
  readonly onConsultar: () => void;
  readonly onLimpar: () => void;
  readonly onPesquisaGetran: () => void;
  readonly onArtisan: () => void;
}

/** School, period, status, student name and CPF, and the screen's four buttons (SPEC §2.6). */
export function EnviosFilters({
  filtros,
  escolas,
  escolasLoading,
  artisanRunning,
  onChange,
  onConsultar,
  onLimpar,
  onPesquisaGetran,
  onArtisan,
}: EnviosFiltersProps) {
  const { t } = useTranslation();
  const semEscola = filtros.schema === '';
  const statusData = useMemo(() => {
    const rejeicoes = new Set(rejectionStatuses());
    const all = statusFilterOptions();
    return [
      { group: t('enviosGetran.filters.statusGroups.envio'), items: all.filter((s) => !rejeicoes.has(s)) },
      { group: t('enviosGetran.filters.statusGroups.rejeicoes'), items: all.filter((s) => rejeicoes.has(s)) },
    ];
  }, [t]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onConsultar();
  }

  return (
    <Paper withBorder radius="md" p="md" mb="md" component="form" onSubmit={submit} noValidate>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <SearchSelect
            label={t('enviosGetran.filters.escola')}
            placeholder={t('enviosGetran.filters.escolaPlaceholder')}
            data={[...escolas]}
            value={filtros.schema || null}
            onChange={(value) => onChange({ schema: value ?? '' })}
            clearable
            allowDeselect={false}
            disabled={escolasLoading && escolas.length === 0}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
          <DateField
            label={t('enviosGetran.filters.inicio')}
            value={filtros.inicio}
            onChange={(inicio) => isFilterDate(inicio) && onChange({ inicio })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3, lg: 2 }}>
          <DateField
            label={t('enviosGetran.filters.fim')}
            value={filtros.fim}
            onChange={(fim) => isFilterDate(fim) && onChange({ fim })}
            minDate={filtros.inicio || undefined}
            error={periodoInvalido(filtros) ? t('enviosGetran.filters.periodoInvalido') : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SearchSelect
            label={t('enviosGetran.filters.status')}
            placeholder={t('enviosGetran.filters.statusPlaceholder')}
            data={statusData}
            value={filtros.status || null}
            onChange={(value) => onChange({ status: value ?? '' })}
            clearable
            allowDeselect={false}
            maxDropdownHeight={320}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8, lg: 5 }}>
          <TextInput
            label={t('enviosGetran.filters.nome')}
            placeholder={t('enviosGetran.filters.nomePlaceholder')}
            value={filtros.nome}
            onChange={(event) => onChange({ nome: event.currentTarget.value })}
            disabled={semEscola}
            description={semEscola ? t('enviosGetran.filters.needsEscola') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, md: 4, lg: 3 }}>
          <CpfInput
            label={t('enviosGetran.filters.cpf')}
            value={filtros.cpf}
            onChange={(cpf) => onChange({ cpf })}
            disabled={semEscola}
          />
        </Grid.Col>
      </Grid>
      <Group justify="space-between" gap="sm" mt="md">
        <Group gap="sm">
          <Button
            variant="light"
            color="info"
            leftSection={<IconFileSearch size={16} aria-hidden />}
            onClick={onPesquisaGetran}
          >
            {t('enviosGetran.filters.pesquisaGetran')}
          </Button>
          <Tooltip
            label={t('enviosGetran.filters.artisanTooltip')}
            multiline
            w={320}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <Button
              variant="light"
              color="warning"
              leftSection={<IconRefreshDot size={16} aria-hidden />}
              loading={artisanRunning}
              onClick={onArtisan}
            >
              {t('enviosGetran.filters.artisan')}
            </Button>
          </Tooltip>
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconEraser size={16} aria-hidden />} onClick={onLimpar}>
            {t('enviosGetran.filters.limpar')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('enviosGetran.filters.consultar')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
