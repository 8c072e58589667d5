import { area } from './translation.ts';

/** Sending lessons to the traffic authority (GETRAN) and looking them up there. */
export const getran = area(
  {
    aulaNaoEncontrada: 'Aula não encontrada.',
    aulaNaoRealizada: 'Só aulas realizadas, com início e fim registrados, podem ser enviadas ao GETRAN.',
    aulaJaEnviada: 'Aula já enviada',
    alteradaAposAceite:
      'A aula foi alterada depois de aceita pelo GETRAN e não pode ser enviada de novo como nova.',
    emEnvio: 'Esta aula já está sendo enviada. Aguarde a resposta do GETRAN.',
    semGetran: 'O GETRAN do estado desta autoescola não está configurado.',
    semCorrecao: 'Não há correção automática para esta resposta.',
    correcaoImpossivel:
      'Não foi possível corrigir a aula automaticamente sem quebrar outra regra. Ajuste o horário manualmente.',
    aguardandoReenvio:
      'GETRAN indisponível: a aula ficou na fila e será reenviada automaticamente. ({{erro}})',
    artisanOk: 'Comando artisan executado com sucesso! Aguarde a finalização.',
    loteNaoEncontrado: 'Lote não encontrado.',
    aulaEnviada: 'Aula enviada: {{status}}',
    correcaoAplicada: 'Correção aplicada com sucesso',
    schemaNaoDefinido: 'Erro: Schema não definido',
    informeUsuario: 'Informe o usuário.',
    erroConsulta: 'Erro ao consultar dados no GETRAN: {{erro}}',
    naFila_one: '{{count}} aula na fila de envio ao GETRAN.',
    naFila_other: '{{count}} aulas na fila de envio ao GETRAN.',
    credenciaisRecusadas: 'Credenciais do GETRAN recusadas.',
    disponivel: 'GETRAN disponível.',
    nadaACorrigir: 'Nada a corrigir nesta resposta.',
    maximoAulas: 'Envie no máximo 500 aulas por vez.',
    selecioneAutoescolaCpf: 'Selecione uma autoescola e digite um CPF',
  },
  {
    en: {
      aulaNaoEncontrada: 'Lesson not found.',
      aulaNaoRealizada: 'Only lessons given, with start and end recorded, can be sent to GETRAN.',
      aulaJaEnviada: 'Lesson already sent',
      alteradaAposAceite:
        'The lesson was changed after GETRAN accepted it and cannot be sent again as a new one.',
      emEnvio: "This lesson is already being sent. Wait for GETRAN's answer.",
      semGetran: "The GETRAN of this driving school's state is not configured.",
      semCorrecao: 'There is no automatic correction for this answer.',
      correcaoImpossivel:
        'The lesson could not be corrected automatically without breaking another rule. Adjust the time by hand.',
      aguardandoReenvio:
        'GETRAN unavailable: the lesson stays in the queue and will be resent automatically. ({{erro}})',
      artisanOk: 'Artisan command run successfully! Wait for it to finish.',
      loteNaoEncontrado: 'Batch not found.',
      aulaEnviada: 'Lesson sent: {{status}}',
      correcaoAplicada: 'Correction applied successfully',
      schemaNaoDefinido: 'Error: Schema not defined',
      informeUsuario: 'Enter the user.',
      erroConsulta: 'Error querying data in GETRAN: {{erro}}',
      naFila_one: '{{count}} lesson queued to be sent to GETRAN.',
      naFila_other: '{{count}} lessons queued to be sent to GETRAN.',
      credenciaisRecusadas: 'GETRAN credentials refused.',
      disponivel: 'GETRAN available.',
      nadaACorrigir: 'Nothing to correct in this reply.',
      maximoAulas: 'Send at most 500 lessons at a time.',
      selecioneAutoescolaCpf: 'Select a driving school and type a CPF',
    },
    es: {
      aulaNaoEncontrada: 'Clase no encontrada.',
      aulaNaoRealizada:
        'Solo las clases realizadas, con inicio y fin registrados, pueden enviarse al GETRAN.',
      aulaJaEnviada: 'Clase ya enviada',
      alteradaAposAceite:
        'La clase fue modificada después de ser aceptada por el GETRAN y no puede enviarse de nuevo como nueva.',
      emEnvio: 'Esta clase ya se está enviando. Espere la respuesta del GETRAN.',
      semGetran: 'El GETRAN del estado de esta autoescuela no está configurado.',
      semCorrecao: 'No hay corrección automática para esta respuesta.',
      correcaoImpossivel:
        'No fue posible corregir la clase automáticamente sin romper otra regla. Ajuste el horario manualmente.',
      aguardandoReenvio:
        'GETRAN no disponible: la clase quedó en la cola y se reenviará automáticamente. ({{erro}})',
      artisanOk: '¡Comando artisan ejecutado con éxito! Espere la finalización.',
      loteNaoEncontrado: 'Lote no encontrado.',
      aulaEnviada: 'Clase enviada: {{status}}',
      correcaoAplicada: 'Corrección aplicada con éxito',
      schemaNaoDefinido: 'Error: Schema no definido',
      informeUsuario: 'Indique el usuario.',
      erroConsulta: 'Error al consultar datos en el GETRAN: {{erro}}',
      naFila_one: '{{count}} clase en la cola de envío al GETRAN.',
      naFila_other: '{{count}} clases en la cola de envío al GETRAN.',
      credenciaisRecusadas: 'Credenciales del GETRAN rechazadas.',
      disponivel: 'GETRAN disponible.',
      nadaACorrigir: 'Nada que corregir en esta respuesta.',
      maximoAulas: 'Envíe como máximo 500 clases a la vez.',
      selecioneAutoescolaCpf: 'Seleccione una autoescuela y escriba un CPF',
    },
  },
);
