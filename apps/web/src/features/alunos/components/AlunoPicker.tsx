import type { Aluno } from '@cfc/contract';
import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '../../../ui/constants.ts';
import { displayCpf } from '../../../ui/format.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { useAluno, useAlunoOptions } from '../api.ts';

interface AlunoPickerProps {
  readonly value: number | undefined;
  readonly onChange: (id: number | undefined) => void;
  readonly error?: string;
  /** Fill the column of a form grid instead of the fixed width of a filter bar. */
  readonly fullWidth?: boolean;
  /** The search input, for a form to focus it when it refuses the student (`Bind`'s `ref`). */
  readonly ref?: Ref<HTMLInputElement>;
}

/** Picks a student of the school; the server searches by name, CPF or RENACH as the user types. */
export function AlunoPicker({ value, onChange, error, fullWidth = false, ref }: AlunoPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const selected = useAluno(value);
  // The input shows the chosen name: that text is no search, so the list offers everyone again.
  const typed = search === selected.data?.nome ? '' : search;
  const [filtro] = useDebouncedValue(typed, FILTER_DEBOUNCE_MS);
  const options = useAlunoOptions(filtro);

  const byId = new Map<string, Aluno>();
  if (selected.data) byId.set(String(selected.data.id_aluno), selected.data);
  for (const aluno of options.data ?? []) byId.set(String(aluno.id_aluno), aluno);
  const data = [...byId.values()].map((aluno) => ({ value: String(aluno.id_aluno), label: aluno.nome }));

  return (
    <SearchSelect
      ref={ref}
      label={t('alunos.picker.label')}
      placeholder={t('alunos.picker.placeholder')}
      required
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(id === null ? undefined : Number(id))}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; the select only shows what came back.
      filter={({ options: all }) => all}
      leftSection={<IconSearch size={16} aria-hidden />}
      renderOption={({ option }) => {
        const aluno = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {t('alunos.picker.details', { cpf: displayCpf(aluno?.cpf), renach: aluno?.renach ?? '-' })}
            </Text>
          </Stack>
        );
      }}
      clearable
      error={error ?? (options.isError ? t('alunos.picker.error') : undefined)}
      w={fullWidth ? '100%' : { base: '100%', sm: 420 }}
    />
  );
}
