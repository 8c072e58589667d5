/** Texts of the rooms screens (namespace `salas`); the other languages follow this shape. */
export const salasPtBR = {
  title: 'Salas',
  intro: 'Salas de aula teórica da autoescola e as suas câmeras.',
  new: 'Nova sala',
  edit: 'Editar sala',
  list: {
    label: 'Lista de salas',
    filter: 'Buscar',
    filterPlaceholder: 'Nome da sala',
    empty: 'Nenhuma sala encontrada.',
  },
  situacao: { label: 'Situação', todos: 'Todas', ativos: 'Ativas', inativos: 'Inativas' },
  columns: { nome: 'Nome', capacidade: 'Capacidade', cameras: 'Câmeras', situacao: 'Situação' },
  status: { active: 'Ativa', inactive: 'Inativa' },
  actions: {
    edit: 'Editar {{nome}}',
    activate: 'Ativar {{nome}}',
    deactivate: 'Desativar {{nome}}',
    delete: 'Excluir {{nome}}',
  },
  confirm: {
    activateTitle: 'Ativar sala',
    activateText: 'Ativar {{nome}}? A sala volta a poder receber turmas.',
    activate: 'Ativar',
    deactivateTitle: 'Desativar sala',
    deactivateText: 'Desativar {{nome}}? A sala deixa de aparecer para novas turmas.',
    deactivate: 'Desativar',
    deleteTitle: 'Excluir sala',
    deleteText: 'Excluir {{nome}}? A operação é irreversível.',
    delete: 'Excluir',
    cancel: 'Cancelar',
  },
  form: {
    section: 'Dados da sala',
    sectionHint: 'Como a sala é chamada e quantos alunos ela comporta.',
    nome: 'Nome',
    capacidade: 'Capacidade',
    capacidadeHint: 'Número de alunos.',
    save: 'Salvar',
    cancel: 'Cancelar',
    loadError: 'Não foi possível carregar a sala.',
    back: 'Voltar à lista',
    retry: 'Tentar novamente',
    errors: {
      nomeRequired: 'Informe o nome da sala.',
      capacidadeRange: 'Informe uma capacidade de 1 a 1000.',
      review: 'Verifique os campos destacados.',
    },
  },
  saveError: 'Não foi possível salvar. Tente novamente.',
};

export type SalasMessages = typeof salasPtBR;
