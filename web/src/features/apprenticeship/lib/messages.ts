// Spec section 8, word for word (spelling included): tests and users match on these.
export const INVITE_MESSAGES = {
  sent: 'Successfully sent invite(s)',
  sendFailed: 'Unable to send invite',
  updated: 'Succesfully updated',
  removed: 'Succesfully remove invite',
} as const;

export const SUBMISSION_MESSAGES = {
  success: 'Succesfully submitted challenge.',
  failure: 'Something went wrong with your submission. Please try again.',
} as const;
