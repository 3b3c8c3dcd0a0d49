import styled from 'styled-components';
import { media } from '../../../theme/tokens';

/**
 * The form's grids have one column as wide as the dialog, never wider: an implicit column
 * grows to its widest content's minimum (a file input's button and text, an image row), which
 * pushed the banner and section groups past their border on a phone.
 */
export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;
/** Everything the form asks for: disabled as one while the article saves. */
export const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
/** Author, date and category side by side from tablet width: equal columns, tops aligned. */
export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
export const Group = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space[2]};
    font-weight: 700;
  }
`;
export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
export const TextArea = styled.textarea`
  min-height: 7rem;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
export const FileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::file-selector-button {
    margin-right: 0.75rem;
    min-height: 2.25rem;
    padding: 0 0.875rem;
    border: 1.5px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    cursor: pointer;
  }
`;
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;
export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  > input {
    flex: 1 1 12rem;
  }
`;
export const TextInput = styled.input`
  min-height: 2.75rem;
  padding: 0 0.875rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
export const TagList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding-left: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  button {
    width: 2rem;
    height: 2rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
    font-size: 1.1rem;
    &:hover {
      background: ${({ theme }) => theme.color.border};
    }
  }
`;
export const Images = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  img {
    width: 4rem;
    height: 2.5rem;
    object-fit: cover;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  code {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;
export const VideoBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 -1.5rem -1.5rem;
  padding: ${({ theme }) => theme.space[4]} 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
/** What the footer says about the connection and the queue (a live region, empty otherwise). */
export const QueueNote = styled.p`
  flex: 1 1 14rem;
  align-self: center;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  /* Empty, it takes no room (it stays in the page, so that what it says later is announced). */
  &:empty {
    flex: 0 0 0;
  }
`;
export const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
