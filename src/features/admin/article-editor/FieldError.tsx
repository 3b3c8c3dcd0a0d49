import type { ReactNode } from 'react';
import { ErrorText } from './ArticleEditor.styles';

/** A field's error message, referenced by the field's aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return <ErrorText id={id}>{children}</ErrorText>;
}
