import type { Logger } from 'pino';

export interface CodeMessage {
  channel: 'sms' | 'mail';
  target: string;
  code: string;
  minutesValid: number;
}

/**
 * Delivers verification codes. The default writes them to the server log; a real SMS or
 * mail gateway is plugged in with CODE_SENDER_MODULE (see the README).
 */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

export function logCodeSender(logger: Logger): CodeSender {
  return {
    async send(message) {
      logger.info({ channel: message.channel, target: message.target, code: message.code }, 'verification code (log sender)');
    },
  };
}

/** Loads `createCodeSender(logger)` from the module named by CODE_SENDER_MODULE, if any. */
export async function loadCodeSender(logger: Logger, modulePath: string | undefined): Promise<CodeSender> {
  if (!modulePath) return logCodeSender(logger);
  const mod = (await import(modulePath)) as { createCodeSender?: (logger: Logger) => CodeSender | Promise<CodeSender> };
  if (typeof mod.createCodeSender !== 'function') throw new Error(`${modulePath} does not export createCodeSender(logger)`);
  return mod.createCodeSender(logger);
}
