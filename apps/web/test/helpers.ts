import { ROLE_CLAIM } from '@parca/contract';
import Schema from '@rc-component/async-validator';
import type { FormRule } from 'antd';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** An unsigned JWT-shaped token with the given payload (the client never checks signatures). */
export function makeToken(payload: Record<string, unknown>): string {
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export const NOW = 1_800_000_000;

export function tokenWith(role: unknown, exp: number | undefined = NOW + 3600, extra: Record<string, unknown> = {}) {
  return makeToken({ sub: '7', sid: 's1', name: 'Ayşe Yılmaz', exp, [ROLE_CLAIM]: role, ...extra });
}

/** The messages antd shows for `value` under `rules`, checked by antd's own validator. */
export async function problems(rules: FormRule[], value: unknown): Promise<string[]> {
  try {
    await new Schema({ field: rules as never }).validate({ field: value });
    return [];
  } catch (err) {
    return (err as { errors: { message: string }[] }).errors.map((e) => e.message);
  }
}
