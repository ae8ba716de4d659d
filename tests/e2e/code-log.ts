/**
 * The e2e server's code sender: the log sender's line, and each code appended to a file the
 * specs read (the server's log is not theirs to read), one JSON object a line.
 * serve.ts loads it with CODE_SENDER_MODULE; specs find the file with `codeLogPath(port)`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

export function codeLogPath(port: string | number): string {
  return path.join(os.tmpdir(), `portal-e2e-codes-${port}.jsonl`);
}

export function createCodeSender(logger: Logger) {
  const file = process.env.E2E_CODE_LOG ?? codeLogPath(process.env.PORT ?? '3100');
  return {
    async send(message: { channel: 'sms' | 'mail'; target: string; code: string; minutesValid: number }) {
      logger.info({ channel: message.channel, target: message.target, code: message.code }, 'verification code (log sender)');
      fs.appendFileSync(file, `${JSON.stringify({ target: message.target, code: message.code, at: Date.now() })}\n`);
    },
  };
}

/** The latest code sent to a target, as the server logged it. */
export function latestCode(port: string | number, target: string): string | null {
  const file = codeLogPath(port);
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { target: string; code: string };
    if (entry.target === target) return entry.code;
  }
  return null;
}
