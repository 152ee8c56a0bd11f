/** A message that no retry can send; `problems` names each bad field. */
export class InvalidMailError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid mail message: ${problems.join('; ')}`);
    this.name = 'InvalidMailError';
  }
}

/**
 * The mail server refused the message for good (an SMTP 5xx answer: no such mailbox, policy): no
 * retry can send it. A 4xx answer or no answer at all is passing and stays an ordinary Error.
 */
export class MailRefusedError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MailRefusedError';
  }
}
