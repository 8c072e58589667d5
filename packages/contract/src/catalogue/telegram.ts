import { area } from './translation.ts';

/** The Telegram messaging panel. */
export const telegram = area(
  {
    informeAutoescola: 'Escolha a autoescola.',
    informeNome: 'Informe o nome da conversa.',
    chatIdInvalido: 'O chat id do Telegram é um número (grupos começam com -).',
    chatDuplicado: 'Esta conversa já está cadastrada nesta autoescola.',
    usuarioNaoEncontrado: 'Usuário não encontrado nesta autoescola.',
    destinoCadastrado: 'Conversa do Telegram cadastrada.',
    mensagemNaoEncontrada: 'Mensagem não encontrada.',
    jaEntregue: 'Esta mensagem já foi entregue.',
    semChat: 'A conversa desta mensagem ainda não foi vinculada ao bot.',
    semBot: 'Nenhum bot do Telegram configurado (TELEGRAM_BOT_TOKEN).',
    reenvioEnfileirado: 'Mensagem enviada para nova tentativa.',
  },
  {
    en: {
      informeAutoescola: 'Choose the driving school.',
      informeNome: 'Enter the chat name.',
      chatIdInvalido: 'A Telegram chat id is a number (groups start with -).',
      chatDuplicado: 'This chat is already registered at this driving school.',
      usuarioNaoEncontrado: 'User not found at this driving school.',
      destinoCadastrado: 'Telegram chat registered.',
      mensagemNaoEncontrada: 'Message not found.',
      jaEntregue: 'This message was already delivered.',
      semChat: "This message's chat is not linked to the bot yet.",
      semBot: 'No Telegram bot configured (TELEGRAM_BOT_TOKEN).',
      reenvioEnfileirado: 'Message queued for another attempt.',
    },
    es: {
      informeAutoescola: 'Elija la autoescuela.',
      informeNome: 'Indique el nombre de la conversación.',
      chatIdInvalido: 'El chat id de Telegram es un número (los grupos empiezan con -).',
      chatDuplicado: 'Esta conversación ya está registrada en esta autoescuela.',
      usuarioNaoEncontrado: 'Usuario no encontrado en esta autoescuela.',
      destinoCadastrado: 'Conversación de Telegram registrada.',
      mensagemNaoEncontrada: 'Mensaje no encontrado.',
      jaEntregue: 'Este mensaje ya fue entregado.',
      semChat: 'La conversación de este mensaje aún no está vinculada al bot.',
      semBot: 'Ningún bot de Telegram configurado (TELEGRAM_BOT_TOKEN).',
      reenvioEnfileirado: 'Mensaje enviado para un nuevo intento.',
    },
  },
);
