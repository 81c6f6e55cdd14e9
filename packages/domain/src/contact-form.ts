import { isValidEmail } from './email';

/**
 * The contact form (decision 0099): what a customer may write to support. The web checks a
 * form with `contactFormProblems` before sending and the server's request schema runs the
 * same function, so both refuse exactly the same input with the same codes.
 */
export const CONTACT_TOPICS = ['billing', 'technical', 'account', 'refund', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 4000;

/** Stable codes for a field's problem: the server's `details.fields` values, the web's message keys. */
export const CONTACT_FIELD_PROBLEMS = [
  'topic_required',
  'email_invalid',
  'message_too_short',
  'message_too_long',
] as const;
export type ContactFieldProblem = (typeof CONTACT_FIELD_PROBLEMS)[number];

export interface ContactFormInput {
  topic: string;
  email: string;
  message: string;
}

export type ContactFormProblems = Partial<Record<keyof ContactFormInput, ContactFieldProblem>>;

function isTopic(value: string): value is ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value);
}

/** Each field's problem; an empty object when the form may be sent. Lengths count trimmed text. */
export function contactFormProblems(input: ContactFormInput): ContactFormProblems {
  const problems: ContactFormProblems = {};
  if (!isTopic(input.topic)) problems.topic = 'topic_required';
  if (!isValidEmail(input.email.trim())) problems.email = 'email_invalid';
  // Code points, not UTF-16 units, so a message in any script gets the same allowance.
  const length = [...input.message.trim()].length;
  if (length < CONTACT_MESSAGE_MIN_LENGTH) problems.message = 'message_too_short';
  else if (length > CONTACT_MESSAGE_MAX_LENGTH) problems.message = 'message_too_long';
  return problems;
}
