import type { WidgetsMessages } from './pt-BR.ts';

export const widgetsEs: WidgetsMessages = {
  required: 'El campo {{name}} es obligatorio',
  close: 'Cerrar',
  pageHeader: { home: 'Inicio', breadcrumb: 'Ruta de navegación' },
  select: { nothingFound: 'No se encontraron resultados' },
  date: {
    placeholder: 'DD/MM/AAAA',
    invalid: 'Fecha inválida: use DD/MM/AAAA (o solo los números, como 15031990).',
    beforeMin: 'La fecha debe ser a partir del {{date}}.',
    afterMax: 'La fecha debe ser hasta el {{date}}.',
  },
  wizard: {
    back: 'Volver',
    next: 'Siguiente',
    complete: 'Confirmar',
    progress: 'Paso {{step}} de {{total}}',
  },
  pagamento: {
    linhaDigitavel: 'Linha digitável',
    pix: 'PIX copia e cola',
    qr: 'Código QR del PIX',
    copiar: 'Copiar',
    copiado: 'Copiado',
  },
  upload: {
    drop: 'Arrastre los archivos aquí o haga clic para seleccionar',
    accepted: 'Tipos aceptados: {{types}}',
    maxSize: 'hasta {{size}} MB cada uno',
    remove: 'Quitar {{name}}',
    removed: '{{name}} quitado.',
    undo: 'Deshacer',
    refusedTitle: 'Archivos rechazados',
    refusedIntro: 'Estos archivos no se agregaron:',
    refusedType: 'tipo no permitido',
    refusedSize: 'mayor que {{size}} MB',
    close: 'Cerrar',
  },
  export: {
    pdf: 'PDF',
    sheet: 'Hoja de cálculo',
    xlsx: 'Hoja de cálculo (XLSX)',
    csv: 'CSV',
    error: 'Error al generar el archivo',
    building: 'Generando {{linhas}} registros…',
    progress: 'Progreso de la exportación: {{progresso}}%',
    download: 'Descargar {{arquivo}}',
    dismiss: 'Cerrar',
  },
  player: {
    waiting: 'Esperando la transmisión…',
    waitingHint: 'La clase aparece aquí en cuanto el instructor comience.',
    live: 'En vivo',
    backToLive: 'Volver al vivo',
    unmute: 'Activar el sonido',
    unsupported:
      'Este navegador no reproduce la transmisión. Use Chrome, Edge, Firefox o Safari actualizados.',
    failed: 'La transmisión se interrumpió. Intentando de nuevo…',
    label: 'Transmisión de la clase',
  },
  camera: {
    label: 'Su cámara',
    asking: 'Permita el uso de la cámara cuando el navegador lo pida.',
    negada:
      'Permiso de la cámara denegado: haga clic en el candado de la barra de direcciones, permita la cámara y recargue la página.',
    ausente:
      'No se encontró ninguna cámara. Conecte una cámara (o use un celular con cámara) e intente de nuevo.',
    ocupada:
      'La cámara está en uso por otro programa. Cierre la otra llamada o pestaña que la usa e intente de nuevo.',
    insegura: 'La cámara solo funciona en una conexión segura (dirección con https).',
    outra: 'No fue posible abrir la cámara. Intente de nuevo.',
    retry: 'Intentar de nuevo',
  },
};
