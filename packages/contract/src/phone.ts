/**
 * A Turkish mobile number in the one form the panel stores and shows, `+90 5xx xxx xx xx`, from whatever was typed
 * ("0532 123 45 67", "+90 (532) 1234567", "5321234567"); null when it is not a Turkish mobile number.
 */
export function normaliseMobilePhone(typed: string): string | null {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (!/^5\d{9}$/.test(digits)) return null;
  return `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
}
