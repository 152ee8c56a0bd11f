/** A message that no retry can send; `problems` names each bad field. */
export class InvalidMailError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid mail message: ${problems.join('; ')}`);
    this.name = 'InvalidMailError';
  }
}
