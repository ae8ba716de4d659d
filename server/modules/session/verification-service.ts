import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import { mobileOrMail } from '../../../src/shared/validators.js';
import { DomainError } from '../../core/errors.js';
import type { CodesRepo } from './codes-repo.js';
import type { Accounts } from '../users/index.js';
import type { CodeSender } from './code-sender.js';
import { codeSubject, type SecretThrottle } from './secret-throttle.js';
import { sha256 } from './tokens.js';

export const CODE_MINUTES_VALID = 5;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;

export type Channel = 'mobile' | 'mail';

/** Normalises and classifies a mobile number or mail address, or refuses it. */
export function parseTarget(value: string): { channel: Channel; target: string } {
  const target = value.trim().toLowerCase();
  const channel = mobileOrMail(target);
  if (!channel) throw new DomainError('invalid', 'mobileOrMail');
  return { channel, target };
}

/**
 * Six-digit codes for password recovery: valid 5 minutes, 5 tries, one per minute per
 * number or address. The answer never tells whether an account has the number.
 */
export class VerificationService {
  constructor(
    private readonly codes: CodesRepo,
    private readonly users: Accounts,
    private readonly sender: CodeSender,
    private readonly logger: Logger,
    private readonly throttle: SecretThrottle,
  ) {}

  async send(value: string): Promise<{ resend_after: number }> {
    const { channel, target } = parseTarget(value);
    await this.holdResend(target);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.insert(target, sha256(code), new Date(Date.now() + CODE_MINUTES_VALID * 60_000));
    const user = await this.users.findByMobileOrMail(channel, target);
    if (user) {
      await this.sender.send({ channel: channel === 'mobile' ? 'sms' : 'mail', target, code, minutesValid: CODE_MINUTES_VALID });
    } else {
      this.logger.info({ channel }, 'verification code requested for a number no account has; nothing sent');
    }
    return { resend_after: CODE_RESEND_SECONDS };
  }

  /**
   * A code to a new mobile number or mail address the signed-in user wants to bind: sent
   * whether or not an account has it, refused when another account already does.
   */
  async sendForBinding(userId: number, value: string): Promise<{ resend_after: number; type: Channel }> {
    const { channel, target } = parseTarget(value);
    const owner = await this.users.findByMobileOrMail(channel, target);
    if (owner && owner.id !== userId) throw new DomainError('refused', channel === 'mobile' ? 'mobileTaken' : 'mailTaken');
    await this.holdResend(target);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.insert(target, sha256(code), new Date(Date.now() + CODE_MINUTES_VALID * 60_000));
    await this.sender.send({ channel: channel === 'mobile' ? 'sms' : 'mail', target, code, minutesValid: CODE_MINUTES_VALID });
    return { resend_after: CODE_RESEND_SECONDS, type: channel };
  }

  private async holdResend(target: string) {
    const last = await this.codes.latest(target);
    if (last) {
      const waited = (Date.now() - last.created_at.getTime()) / 1000;
      if (waited < CODE_RESEND_SECONDS) {
        throw new DomainError('tooMany', 'codeTooSoon', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
      }
    }
  }

  /**
   * Accepts the latest unused code of the target once; counts wrong tries, per code (5) and
   * per target and client address (secret-throttle.ts: after ten, the address waits 1, 2, 4 ...
   * minutes, so new codes do not give one address endless guesses).
   */
  async consume(target: string, code: string, client: string): Promise<void> {
    // Free: two codes' worth of tries, so that one who botched a code can use a new one at once.
    const refusal = await this.throttle.try(codeSubject(target), client, 'codeWait', new DomainError('invalid', 'codeWrong'), 2 * CODE_MAX_TRIES);
    // The code's own refusals say more than "wrong" (too many tries: request a new one)
    // unless this try started a wait of the address.
    const wrong = (key: 'codeWrong' | 'codeTooManyTries') => (refusal.messageKey === 'codeWait' ? refusal : new DomainError('invalid', key));
    const last = await this.codes.latest(target);
    if (!last || last.consumed_at || last.expires_at.getTime() <= Date.now()) throw wrong('codeWrong');
    if (last.attempts >= CODE_MAX_TRIES) throw wrong('codeTooManyTries');
    const tries = await this.codes.countAttempt(last.id);
    if (tries > CODE_MAX_TRIES) throw wrong('codeTooManyTries');
    if (last.code_hash !== sha256(code)) throw wrong(tries >= CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeWrong');
    if (!(await this.codes.consume(last.id))) throw wrong('codeWrong');
    await this.throttle.succeeded(codeSubject(target), client);
  }
}
