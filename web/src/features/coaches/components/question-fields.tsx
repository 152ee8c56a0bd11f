import type { TrainingQuestion } from '@lakbay/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import { charCounterText } from '@/components/form/char-limit';
import { describedBy, FormField } from '@/components/form/form-field';

export interface QuestionFieldsProps {
  questions: TrainingQuestion[];
  answers: Record<string, string>;
  errors: Record<string, string>;
  onChange: (id: string, value: string) => void;
}

/** A training's questions as labelled textareas: red asterisk when required, 'n / m characters' while focused. */
export function QuestionFields({ questions, answers, errors, onChange }: QuestionFieldsProps) {
  const [focused, setFocused] = useState<string | null>(null);
  return (
    <>
      {questions.map((question) => {
        const id = `question-${question.id}`;
        const value = answers[question.id] ?? '';
        const counter = focused === question.id ? charCounterText(value, question.maxLength) : '';
        const error = errors[question.id];
        return (
          <FormField key={question.id} id={id} label={question.label} required={question.required} error={error} counter={counter}>
            <Input.TextArea
              id={id}
              value={value}
              required={question.required}
              maxLength={question.maxLength}
              rows={4}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { counter, error })}
              onChange={(event) => onChange(question.id, event.target.value.slice(0, question.maxLength))}
              onFocus={() => setFocused(question.id)}
              onBlur={() => setFocused(null)}
            />
          </FormField>
        );
      })}
    </>
  );
}

/** Required questions left empty, as { id: message }. */
export function missingAnswers(
  questions: TrainingQuestion[],
  answers: Record<string, string>,
  message = 'Please answer this question.',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    if (question.required && !(answers[question.id] ?? '').trim()) {
      errors[question.id] = message;
    }
  }
  return errors;
}
