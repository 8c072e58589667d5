/** Texts of the practical plans screen (namespace `planos`); the other languages follow this shape. */
export const planosPtBR = {
  title: 'Planos práticos',
  intro: 'Pacotes de aulas práticas que a autoescola vende aos alunos.',
  new: 'Novo plano',
  edit: 'Editar plano',
  todasCategorias: 'Todas',
  list: {
    label: 'Lista de planos',
    filter: 'Buscar',
    filterPlaceholder: 'Nome do plano',
    empty: 'Nenhum plano encontrado.',
  },
  situacao: { label: 'Situação', todos: 'Todos', ativos: 'Ativos', inativos: 'Inativos' },
  columns: {
    nome: 'Plano',
    categoria: 'Categoria',
    horas: 'Horas-aula',
    preco: 'Preço',
    situacao: 'Situação',
  },
  status: { active: 'Ativo', inactive: 'Inativo' },
  actions: {
    edit: 'Editar {{nome}}',
    activate: 'Ativar {{nome}}',
    deactivate: 'Desativar {{nome}}',
    delete: 'Excluir {{nome}}',
  },
  confirm: {
    activateTitle: 'Ativar plano',
    activateText: 'Ativar {{nome}}? O plano volta a poder ser vendido.',
    activate: 'Ativar',
    deactivateTitle: 'Desativar plano',
    deactivateText:
      'Desativar {{nome}}? O plano deixa de ser oferecido; o que já foi vendido continua valendo.',
    deactivate: 'Desativar',
    deleteTitle: 'Excluir plano',
    deleteText: 'Excluir {{nome}}? A operação é irreversível.',
    delete: 'Excluir',
    cancel: 'Cancelar',
  },
  form: {
    section: 'Dados do plano',
    sectionHint: 'O que já foi vendido mantém as horas e o preço da venda.',
    nome: 'Nome',
    categoria: 'Categoria',
    horas_aula: 'Horas-aula',
    horasHint: 'De 1 a 200 h/a.',
    preco: 'Preço',
    save: 'Salvar',
    errors: {
      review: 'Verifique os campos destacados.',
    },
  },
  saveError: 'Não foi possível salvar. Tente novamente.',
};

export type PlanosMessages = typeof planosPtBR;
