/** Texts of the shared form widgets (namespace `widgets`); the other languages follow this shape. */
export const widgetsPtBR = {
  required: 'O campo {{name}} é obrigatório',
  close: 'Fechar',
  pageHeader: { home: 'Início', breadcrumb: 'Trilha de navegação' },
  select: { nothingFound: 'Nenhum resultado encontrado' },
  date: {
    placeholder: 'DD/MM/AAAA',
    invalid: 'Data inválida: use DD/MM/AAAA (ou só os números, como 15031990).',
    beforeMin: 'A data deve ser a partir de {{date}}.',
    afterMax: 'A data deve ser até {{date}}.',
  },
  wizard: {
    back: 'Voltar',
    next: 'Próximo',
    complete: 'Confirmar',
    progress: 'Etapa {{step}} de {{total}}',
  },
  pagamento: {
    linhaDigitavel: 'Linha digitável',
    pix: 'PIX copia e cola',
    qr: 'QR code do PIX',
    copiar: 'Copiar',
    copiado: 'Copiado',
  },
  upload: {
    drop: 'Arraste os arquivos aqui ou clique para selecionar',
    accepted: 'Tipos aceitos: {{types}}',
    maxSize: 'até {{size}} MB cada',
    remove: 'Remover {{name}}',
    removed: '{{name}} removido.',
    undo: 'Desfazer',
    refusedTitle: 'Arquivos recusados',
    refusedIntro: 'Estes arquivos não foram adicionados:',
    refusedType: 'tipo não permitido',
    refusedSize: 'maior que {{size}} MB',
    close: 'Fechar',
  },
  export: {
    pdf: 'PDF',
    sheet: 'Planilha',
    xlsx: 'Planilha (XLSX)',
    csv: 'CSV',
    error: 'Erro ao gerar o arquivo',
    building: 'Gerando {{linhas}} registros…',
    progress: 'Progresso da exportação: {{progresso}}%',
    download: 'Baixar {{arquivo}}',
    dismiss: 'Fechar',
  },
  player: {
    waiting: 'Aguardando a transmissão…',
    waitingHint: 'A aula aparece aqui assim que o instrutor começar.',
    live: 'Ao vivo',
    backToLive: 'Voltar ao vivo',
    unmute: 'Ativar o som',
    unsupported:
      'Este navegador não reproduz a transmissão. Use o Chrome, o Edge, o Firefox ou o Safari atualizados.',
    failed: 'A transmissão foi interrompida. Tentando de novo…',
    label: 'Transmissão da aula',
  },
  camera: {
    label: 'Sua câmera',
    asking: 'Permita o uso da câmera quando o navegador pedir.',
    negada:
      'Permissão da câmera negada: clique no cadeado da barra de endereço, permita a câmera e recarregue a página.',
    ausente: 'Nenhuma câmera encontrada. Conecte uma câmera (ou use um celular com câmera) e tente de novo.',
    ocupada:
      'A câmera está em uso por outro programa. Feche a outra chamada ou aba que a usa e tente de novo.',
    insegura: 'A câmera só funciona em uma conexão segura (endereço com https).',
    outra: 'Não foi possível abrir a câmera. Tente de novo.',
    retry: 'Tentar de novo',
  },
};

export type WidgetsMessages = typeof widgetsPtBR;
