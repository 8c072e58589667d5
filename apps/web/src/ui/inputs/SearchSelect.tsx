import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredMessage } from './required-message.ts';

/** SPEC §9: a select's search shows at most this many matches. */
export const SELECT_SEARCH_LIMIT = 50;

interface RequiredCheck {
  readonly label: string;
  /** The input itself, e.g. for a form to focus it when it refuses the field. */
  readonly ref?: Ref<HTMLInputElement>;
  /** The form was submitted: a required select left empty says so under the input. */
  readonly validated?: boolean;
}

export type SearchSelectProps = Omit<SelectProps, 'label' | 'searchable' | 'limit'> & RequiredCheck;
export type SearchMultiSelectProps = Omit<MultiSelectProps, 'label' | 'searchable' | 'limit'> & RequiredCheck;

function useSelectError(
  { label, validated, required, error }: RequiredCheck & { required?: boolean; error?: ReactNode },
  empty: boolean,
): ReactNode {
  const requiredMessage = useRequiredMessage();
  if (error) return error;
  return required && validated && empty ? requiredMessage(label) : undefined;
}

/** A searchable select that lists at most 50 matches and tells when a required choice is missing. */
export function SearchSelect({ validated, ...props }: SearchSelectProps) {
  const { t } = useTranslation();
  const error = useSelectError({ ...props, validated }, props.value === null || props.value === undefined);
  return (
    <Select
      nothingFoundMessage={t('widgets.select.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      searchable
      limit={SELECT_SEARCH_LIMIT}
      error={error}
    />
  );
}

/** The multiple choice of SearchSelect. */
export function SearchMultiSelect({ validated, ...props }: SearchMultiSelectProps) {
  const { t } = useTranslation();
  const error = useSelectError({ ...props, validated }, (props.value ?? []).length === 0);
  return (
    <MultiSelect
      nothingFoundMessage={t('widgets.select.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      searchable
      limit={SELECT_SEARCH_LIMIT}
      error={error}
    />
  );
}
