import { escapeHtml, type UiLocale } from '@essay/contracts';
import { PAGE_TEXT } from './page-text.ts';

export interface Field {
  name: string;
  label: string;
  type: string;
  value?: string;
  autocomplete?: string;
  optional?: boolean;
  /** A checkbox: ticked or not. */
  checked?: boolean;
}

function renderField(f: Field): string {
  if (f.type === 'checkbox')
    return `<label class="check"><input name="${f.name}" type="checkbox" value="${escapeHtml(f.value ?? '1')}"${f.checked ? ' checked' : ''}> ${escapeHtml(f.label)}</label>`;
  return `<label for="${f.name}">${escapeHtml(f.label)}</label>
<input id="${f.name}" name="${f.name}" type="${f.type}"${f.optional ? '' : ' required'} autocomplete="${f.autocomplete ?? 'off'}" value="${escapeHtml(f.value ?? '')}">`;
}

const STYLE = `body{font-family:system-ui,"Noto Sans TC",sans-serif;background:#f4f6f8;margin:0;color:#1d2733}
main{max-width:380px;margin:8vh auto;background:#fff;padding:32px;border-radius:10px;box-shadow:0 2px 12px #0002}
h1{font-size:1.5rem;margin:0 0 20px}label{display:block;margin:14px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #8a96a3;border-radius:6px;font-size:1rem}
button{margin-top:22px;width:100%;padding:10px;background:#1f5fa8;color:#fff;border:0;border-radius:6px;font-size:1rem;cursor:pointer}
.error{background:#fde8e8;color:#8a1c1c;padding:10px;border-radius:6px}.links{margin-top:18px;display:flex;justify-content:space-between}
a{color:#1f5fa8}label.check{display:flex;gap:8px;align-items:flex-start;font-weight:400}label.check input{width:auto;margin-top:3px}
.warning{background:#fff6dd;color:#5c4400;padding:10px;border-radius:6px}`;

export function renderAuthPage(options: {
  lang: UiLocale;
  kind: 'login' | 'register';
  redirect: string;
  fields: Field[];
  error?: string | undefined;
  /** Names shown under the error: the schools a new school's name looks like. */
  lookAlikes?: string[] | undefined;
}): string {
  const t = PAGE_TEXT[options.lang];
  const title = options.kind === 'login' ? t.loginTitle : t.registerTitle;
  const other = options.kind === 'login' ? 'register' : 'login';
  const query = (lang: UiLocale, page: string) =>
    `/account/${page}?redirect=${encodeURIComponent(options.redirect)}&lang=${lang}`;
  const inputs = options.fields.map(renderField).join('\n');
  const lookAlikes = options.lookAlikes?.length
    ? `<div class="warning"><p>${escapeHtml(t.lookAlikes)}</p><ul>${options.lookAlikes
        .map((name) => `<li>${escapeHtml(name)}</li>`)
        .join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="${options.lang === 'zh-tw' ? 'zh-Hant-TW' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(t.product)}</title>
<style>${STYLE}</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}${lookAlikes}
<form method="post" action="${query(options.lang, options.kind)}">
<input type="hidden" name="redirect" value="${escapeHtml(options.redirect)}">
${inputs}
<button type="submit">${escapeHtml(options.kind === 'login' ? t.signIn : t.register)}</button>
</form>
<p class="links"><span>${escapeHtml(options.kind === 'login' ? t.noAccount : t.haveAccount)}
<a href="${query(options.lang, other)}">${escapeHtml(options.kind === 'login' ? t.register : t.signIn)}</a></span>
<a href="${query(options.lang === 'en-us' ? 'zh-tw' : 'en-us', options.kind)}">${t.language}</a></p>
</main></body></html>`;
}
