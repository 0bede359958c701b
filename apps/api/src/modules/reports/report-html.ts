import {
  escapeHtml,
  REPORT_LABELS as LABELS,
  type ReportView,
  type Segment,
} from '@essay/contracts';

function segmentHtml(segment: Segment): string {
  if (!segment.correction) return escapeHtml(segment.text);
  const { suggestion, reason, kind } = segment.correction;
  const note = `${kind}: ${suggestion} — ${reason}`;
  return `<mark class="correction" title="${escapeHtml(note)}"><del>${escapeHtml(segment.text)}</del><ins>${escapeHtml(suggestion)}</ins></mark>`;
}

function list(items: string[], empty: string): string {
  return items.length === 0
    ? `<p class="empty">${escapeHtml(empty)}</p>`
    : `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

/** The report as an HTML fragment (no scripts, no styles from outside): the same view the web page draws. */
export function renderReportHtml(view: ReportView): string {
  const t = LABELS[view.locale];
  const p = view.punctuation;
  const section = (title: string, body: string) =>
    `<section><h3>${escapeHtml(title)}</h3>${body}</section>`;
  return `<article class="essay-report" lang="${view.htmlLang}">
<h2>${escapeHtml(view.title)}</h2>
<p class="essay-title">${escapeHtml(view.essayTitle)}</p>
<dl class="report-meta">${view.meta.map((m) => `<dt>${escapeHtml(m.label)}</dt><dd>${escapeHtml(m.value)}</dd>`).join('')}</dl>
<p class="report-rating"><strong>${escapeHtml(view.rating.label + p.colon)}</strong><span class="level">${escapeHtml(view.rating.value)}</span>${view.rating.engineValue ? ` <small>${escapeHtml(view.rating.engineValue)}</small>` : ''}</p>
${view.review ? `<p class="review-flag"><strong>${escapeHtml(view.review.label + p.colon)}</strong>${escapeHtml(view.review.reasons.join(p.listSeparator))}</p>` : ''}
${view.zeroGate ? `<p class="zero-gate">${escapeHtml(view.zeroGate)}</p>` : ''}
${view.offTopic ? `<p class="off-topic-flag">${escapeHtml(view.offTopic)}</p>` : ''}
${view.transcriptNote ? `<p class="transcript-note">${escapeHtml(view.transcriptNote)}</p>` : ''}
${section(t.overall, `<p>${escapeHtml(view.overall)}</p>`)}
${view.teacherComment ? section(t.teacherComment, `<p class="teacher-comment">${escapeHtml(view.teacherComment)}</p>`) : ''}
${section(t.dimensions, view.dimensions.map((d) => `<div class="dimension"><h4>${escapeHtml(d.name)} <span class="grade">${escapeHtml(d.grade)}</span> <span class="score">${escapeHtml(d.score)}</span>${d.setBy ? `<span class="teacher-score">${escapeHtml(p.parenOpen + d.setBy + p.parenClose)}</span>` : ''}</h4>${d.comment ? `<p>${escapeHtml(d.comment)}</p>` : ''}${d.evidence.length ? `<blockquote>${d.evidence.map((e) => `<p>${escapeHtml(p.quoteOpen + e + p.quoteClose)}</p>`).join('')}</blockquote>` : ''}</div>`).join(''))}
${view.deductions.length ? section(t.deductions, `<ul>${view.deductions.map((d) => `<li>${escapeHtml(d.description)} (−${d.points})</li>`).join('')}</ul>`) : ''}
${section(t.essay, `<div class="essay-text">${view.essay.map((paragraph) => `<p>${paragraph.map(segmentHtml).join('')}</p>`).join('')}</div>`)}
${section(t.corrections, view.corrections.length === 0 ? `<p class="empty">${escapeHtml(t.none)}</p>` : `<table class="corrections"><tbody>${view.corrections.map((c) => `<tr><td>${escapeHtml(c.kind)}</td><td><del>${escapeHtml(c.original)}</del> → <ins>${escapeHtml(c.suggestion)}</ins></td><td>${escapeHtml(c.reason)}</td><td class="correction-state">${escapeHtml(c.state ?? '')}</td></tr>`).join('')}</tbody></table>`)}
${view.paragraphComments.length ? section(t.paragraphs, `<ul>${view.paragraphComments.map((c) => `<li><strong>${escapeHtml(c.label)}</strong> ${escapeHtml(c.comment)}</li>`).join('')}</ul>`) : ''}
${section(t.strengths, list(view.strengths, t.none))}
${section(t.nextSteps, list(view.nextSteps, t.none))}
</article>`;
}
