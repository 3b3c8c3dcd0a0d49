/** What a toast says and how it looks: shared by the provider (Toast.tsx) and the card it shows (ToastCard.tsx). */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; 5000 by default. */
  duration?: number;
}

export interface ShownToast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}
