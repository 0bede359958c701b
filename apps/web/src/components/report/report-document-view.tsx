import { REPORT_LABELS, type ReportView, type Segment } from '@essay/contracts';

function SegmentView({ segment }: { segment: Segment }) {
  if (!segment.correction) return <>{segment.text}</>;
  const { suggestion, reason, kind } = segment.correction;
  return (
    <mark className="correction" title={`${kind}: ${suggestion} — ${reason}`}>
      <del>{segment.text}</del>
      <ins>{suggestion}</ins>
    </mark>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The report drawn from its view model: the same model, section order and class names as the
 * server's HTML and PDF (apps/api reports/report-html.ts).
 */
export function ReportDocumentView({ view }: { view: ReportView }) {
  const labels = REPORT_LABELS[view.locale];
  const p = view.punctuation;
  return (
    <article className="essay-report" lang={view.htmlLang}>
      <h2>{view.title}</h2>
      <p className="essay-title">{view.essayTitle}</p>
      <dl className="report-meta">
        {view.meta.map((m) => (
          <div key={m.key} className={`meta-${m.key}`}>
            <dt>{m.label}</dt>
            <dd>{m.value}</dd>
          </div>
        ))}
      </dl>
      <p className="report-rating">
        <strong>
          {view.rating.label}
          {p.colon}
        </strong>
        <span className="level">{view.rating.value}</span>
        {view.rating.engineValue && (
          <>
            {' '}
            <small>{view.rating.engineValue}</small>
          </>
        )}
      </p>
      {view.review && (
        <p className="review-flag">
          <strong>
            {view.review.label}
            {p.colon}
          </strong>
          {view.review.reasons.join(p.listSeparator)}
        </p>
      )}
      {view.zeroGate && <p className="zero-gate">{view.zeroGate}</p>}
      {view.offTopic && <p className="off-topic-flag">{view.offTopic}</p>}
      {view.transcriptNote && <p className="transcript-note">{view.transcriptNote}</p>}
      <Section title={labels.overall}>
        <p className="overall">{view.overall}</p>
      </Section>
      {view.teacherComment && (
        <Section title={labels.teacherComment}>
          <p className="teacher-comment">{view.teacherComment}</p>
        </Section>
      )}
      <Section title={labels.dimensions}>
        {view.dimensions.map((d) => (
          <div className="dimension" key={d.key}>
            <h4>
              {d.name} <span className="grade">{d.grade}</span>{' '}
              <span className="score">{d.score}</span>
              {d.setBy && (
                <span className="teacher-score">
                  {p.parenOpen}
                  {d.setBy}
                  {p.parenClose}
                </span>
              )}
            </h4>
            {d.comment && <p>{d.comment}</p>}
            {d.evidence.length > 0 && (
              <blockquote>
                {d.evidence.map((e, i) => (
                  <p key={i}>
                    {p.quoteOpen}
                    {e}
                    {p.quoteClose}
                  </p>
                ))}
              </blockquote>
            )}
          </div>
        ))}
      </Section>
      {view.deductions.length > 0 && (
        <Section title={labels.deductions}>
          <List
            items={view.deductions.map((d) => `${d.description} (−${d.points})`)}
            empty={labels.none}
          />
        </Section>
      )}
      <Section title={labels.essay}>
        <div className="essay-text">
          {view.essay.map((paragraph, i) => (
            <p key={i}>
              {paragraph.map((segment, j) => (
                <SegmentView key={j} segment={segment} />
              ))}
            </p>
          ))}
        </div>
      </Section>
      <Section title={labels.corrections}>
        {view.corrections.length === 0 ? (
          <p className="empty">{labels.none}</p>
        ) : (
          <table className="corrections">
            <tbody>
              {view.corrections.map((c, i) => (
                <tr key={i} className={c.state ? 'by-teacher' : undefined}>
                  <td>{c.kind}</td>
                  <td>
                    <del>{c.original}</del> → <ins>{c.suggestion}</ins>
                  </td>
                  <td>{c.reason}</td>
                  <td className="correction-state">{c.state ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      {view.paragraphComments.length > 0 && (
        <Section title={labels.paragraphs}>
          <ul>
            {view.paragraphComments.map((c, i) => (
              <li key={i}>
                <strong>{c.label}</strong> {c.comment}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={labels.strengths}>
        <List items={view.strengths} empty={labels.none} />
      </Section>
      <Section title={labels.nextSteps}>
        <List items={view.nextSteps} empty={labels.none} />
      </Section>
    </article>
  );
}
