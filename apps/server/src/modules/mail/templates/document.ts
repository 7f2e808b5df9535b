import type { CompanyDetails } from '@parca/contract';

/**
 * A mail is written once as blocks and rendered twice, as HTML and as plain text, so the two parts always say the
 * same. Every text that goes into the HTML is escaped here (a dealer's note, a product name, a reason): templates
 * never build HTML of their own.
 */
export type Block =
  | { kind: 'text'; text: string }
  /** A quoted text someone wrote (a reason, a note). */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Label: value lines. */
  | { kind: 'facts'; rows: [string, string][] }
  | { kind: 'table'; head: string[]; rows: string[][]; numeric?: number[] };

export type MailDocument = {
  subject: string;
  heading: string;
  blocks: Block[];
  /** Said under the body in small print (e.g. how to turn such mails off). */
  footnote?: Block[];
};

export type RenderedMail = { subject: string; html: string; text: string };

/** What a template may use beyond its data: the company details and absolute links under PUBLIC_URL. */
export type MailContext = { company: CompanyDetails; link: (path: string) => string; siteUrl: string };

const DEFAULT_COMPANY_NAME = 'Parça B2B';

export const companyName = (company: CompanyDetails) => company.name ?? DEFAULT_COMPANY_NAME;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Only http(s) addresses become links; anything else (a `javascript:` tracking template) stays text. */
export const isWebUrl = (url: string) => /^https?:\/\/[^\s"<>]+$/i.test(url);

const colors = { text: '#1e293b', muted: '#64748b', line: '#e2e8f0', brand: '#047857', panel: '#f8fafc' };
const cell = `padding:6px 8px;border-bottom:1px solid ${colors.line};text-align:left;vertical-align:top`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 14px">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return (
        `<p style="margin:0 0 4px;color:${colors.muted}">${escapeHtml(block.label)}</p>` +
        `<blockquote style="margin:0 0 14px;padding:8px 12px;border-left:3px solid ${colors.brand};` +
        `background:${colors.panel};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`
      );
    case 'button':
      if (!isWebUrl(block.url)) return blockHtml({ kind: 'facts', rows: [[block.label, block.url]] });
      return (
        `<p style="margin:18px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;` +
        `background:${colors.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 14px;font-size:12px;color:${colors.muted};word-break:break-all">` +
        `${escapeHtml(block.url)}</p>`
      );
    case 'facts':
      return (
        `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 12px 2px 0;color:${colors.muted}">${escapeHtml(label)}</td>` +
              `<td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
    case 'table': {
      const align = (i: number) => (block.numeric?.includes(i) ? ';text-align:right;white-space:nowrap' : '');
      const head = block.head.map(
        (h, i) => `<th style="${cell}${align(i)};color:${colors.muted}">${escapeHtml(h)}</th>`,
      );
      const rows = block.rows.map(
        (row) => `<tr>${row.map((v, i) => `<td style="${cell}${align(i)}">${escapeHtml(v)}</td>`).join('')}</tr>`,
      );
      return (
        `<table style="border-collapse:collapse;width:100%;margin:0 0 14px;font-size:14px">` +
        `<thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`
      );
    }
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'quote':
      return `${block.label}\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return [block.head.join(' | '), ...block.rows.map((row) => `- ${row.join(' | ')}`)].join('\n');
  }
}

function companyLines(company: CompanyDetails): string[] {
  return [company.address, company.phone && `Tel: ${company.phone}`, company.email].filter(
    (line): line is string => !!line,
  );
}

/** The mail's HTML (a single centred column, inline styles: mail clients ignore style sheets) and its plain text. */
export function renderDocument(doc: MailDocument, ctx: MailContext): RenderedMail {
  const name = companyName(ctx.company);
  const logo =
    ctx.company.logoUrl && isWebUrl(ctx.company.logoUrl)
      ? `<img src="${escapeHtml(ctx.company.logoUrl)}" alt="${escapeHtml(name)}" height="40" ` +
        `style="display:block;height:40px;max-width:200px;margin:0 0 8px;border:0">`
      : '';
  const footer = companyLines(ctx.company);
  const html =
    `<!doctype html><html lang="tr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.subject)}</title>` +
    `</head><body style="margin:0;padding:0;background:${colors.panel}">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;` +
    `font-size:15px;line-height:1.5;color:${colors.text}">` +
    `<div style="padding:0 0 12px;border-bottom:2px solid ${colors.brand};margin:0 0 20px">${logo}` +
    `<a href="${escapeHtml(ctx.siteUrl)}" style="font-size:18px;font-weight:700;color:${colors.brand};` +
    `text-decoration:none">${escapeHtml(name)}</a></div>` +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(doc.heading)}</h1>` +
    doc.blocks.map(blockHtml).join('') +
    `<div style="margin:24px 0 0;padding:12px 0 0;border-top:1px solid ${colors.line};font-size:12px;` +
    `color:${colors.muted}">` +
    (doc.footnote ?? []).map(blockHtml).join('') +
    `<p style="margin:0"><strong>${escapeHtml(name)}</strong></p>` +
    footer.map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`).join('') +
    `</div></div></body></html>`;
  const text = [
    name,
    '',
    doc.heading,
    '',
    ...doc.blocks.flatMap((b) => [blockText(b), '']),
    '--',
    ...(doc.footnote ?? []).flatMap((b) => [blockText(b), '']),
    name,
    ...footer,
    ctx.siteUrl,
  ].join('\n');
  return { subject: doc.subject, html, text };
}
