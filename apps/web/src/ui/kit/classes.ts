/** A kit control's own class, then the caller's (`className`), if any. */
export const kitClass = (own: string, className?: string) => (className ? `${own} ${className}` : own);
