import type { WidgetsMessages } from './pt-BR.ts';

export const widgetsEn: WidgetsMessages = {
  required: 'The {{name}} field is required',
  close: 'Close',
  pageHeader: { home: 'Home', breadcrumb: 'Breadcrumb' },
  select: { nothingFound: 'Nothing found' },
  date: {
    placeholder: 'DD/MM/YYYY',
    invalid: 'Invalid date: use DD/MM/YYYY (or just the digits, like 15031990).',
    beforeMin: 'The date must be on or after {{date}}.',
    afterMax: 'The date must be on or before {{date}}.',
  },
  wizard: {
    back: 'Back',
    next: 'Next',
    complete: 'Confirm',
    progress: 'Step {{step}} of {{total}}',
  },
  upload: {
    drop: 'Drag files here or click to select',
    accepted: 'Accepted types: {{types}}',
    maxSize: 'up to {{size}} MB each',
    remove: 'Remove {{name}}',
    removed: '{{name}} removed.',
    undo: 'Undo',
    refusedTitle: 'Files refused',
    refusedIntro: 'These files were not added:',
    refusedType: 'type not allowed',
    refusedSize: 'larger than {{size}} MB',
    close: 'Close',
  },
  export: {
    pdf: 'PDF',
    sheet: 'Spreadsheet',
    xlsx: 'Spreadsheet (XLSX)',
    csv: 'CSV',
    error: 'Could not generate the file',
  },
};
