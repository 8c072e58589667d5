import type { SegurancaContaMessages } from './pt-BR.ts';

export const segurancaContaEs: SegurancaContaMessages = {
  title: 'Seguridad de la cuenta',
  loadError: 'No se pudo cargar la seguridad de la cuenta.',
  saveError: 'No se pudo guardar. Inténtelo de nuevo.',
  twoFactor: {
    title: 'Verificación en dos pasos',
    hint: 'Después de la contraseña, el ingreso pide el código de una aplicación autenticadora (Google Authenticator, Microsoft Authenticator, Authy y otras).',
    status: 'Estado',
    active: 'Activa',
    inactive: 'Inactiva',
    required: 'Su autoescuela exige la verificación en dos pasos para su perfil: no se puede desactivar.',
    recoveryLeft_one: '{{count}} código de recuperación disponible.',
    recoveryLeft_other: '{{count}} códigos de recuperación disponibles.',
    enable: 'Activar la verificación en dos pasos',
    enabled: 'Verificación en dos pasos activada.',
    disable: 'Desactivar',
    disableHint:
      'Para desactivarla, confirme con un código de la aplicación (o de recuperación) o con su contraseña.',
    code: 'Código',
    password: 'Contraseña',
    cancel: 'Cancelar',
  },
  setup: {
    scan: '1. En la aplicación autenticadora, agregue una cuenta leyendo este código QR.',
    qrAlt: 'Código QR para la aplicación autenticadora',
    manual: '¿No puede leer el código? Escriba esta clave en la aplicación:',
    type: '2. Ingrese el código de 6 dígitos que muestra la aplicación.',
    code: 'Código de la aplicación',
    confirm: 'Confirmar',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  recovery: {
    title: 'Guarde sus códigos de recuperación',
    hint: 'Si pierde el celular, ingrese con uno de estos códigos en lugar del código de la aplicación. Cada uno sirve una vez y no se mostrarán de nuevo.',
    list: 'Códigos de recuperación',
    copyAll: 'Copiar los códigos',
    done: 'Guardé los códigos',
  },
  school: {
    title: 'Seguridad de la autoescuela',
    hint: 'Perfiles del equipo que deben usar la verificación en dos pasos. Quien aún no tenga una aplicación configurada se registrará en su próximo ingreso.',
    roles: 'Exigir la verificación en dos pasos de',
    save: 'Guardar',
  },
};
