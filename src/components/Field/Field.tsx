import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { CharCount } from './CharCount';

/** One column as wide as the field's place, never wider: an input's own width does not push it out. */
const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.375rem;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Input = styled.input<{ $invalid: boolean }>`
  min-height: 2.75rem;
  padding: 0 0.875rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The contract's maxLength of the value: a counter under the field says the length against it. */
  limit?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error, hint and character counter wired to `aria-describedby`. */
export function Field({ label, error, hint, limit, id, ref, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, limit ? countId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {limit !== undefined && (
        <CharCount id={countId} length={String(input.value ?? '').length} limit={limit} />
      )}
    </Wrap>
  );
}
