import type { RubricDef } from '../rubrics/presets.ts';

/**
 * The official descriptors of the presets as the exam bodies publish them (shared reference
 * rubrics.md §1, §3, §4), given to a model engine word for word. A custom rubric has its teacher's
 * own descriptors instead.
 */
const CAP_WRITING = `國中教育會考寫作測驗評分規準（整體性評分：四個向度沒有固定權重，級分不是向度的平均；錯別字不逐字扣分）
| 級分 | 總述 | 立意取材 | 結構組織 | 遣詞造句 | 錯別字、格式與標點符號 |
| 六 | 文章是優秀的 | 能依據題目或寫作任務，適切地統整、運用材料，並能進一步闡述說明以凸顯主旨。 | 文章結構完整，脈絡分明，內容前後連貫。 | 能精確使用語詞，並有效運用各種句型使文句流暢。 | 幾乎沒有錯別字，及格式、標點符號運用上的錯誤。 |
| 五 | 在一般水準之上 | 能依據題目或寫作任務，適當地統整、運用材料，並能闡述說明主旨。 | 文章結構完整，但偶有轉折不流暢之處。 | 能正確使用語詞，並運用各種句型使文句通順。 | 少有錯別字，及格式、標點符號運用上的錯誤，但並不影響文意的表達。 |
| 四 | 已達一般水準 | 能依據題目或寫作任務，統整、運用材料，尚能闡述說明主旨。 | 文章結構大致完整，但偶有不連貫、轉折不清之處。 | 能正確使用語詞，文意表達尚稱清楚，但有時會出現冗詞贅句；句型較無變化。 | 有一些錯別字，及格式、標點符號運用上的錯誤，但不至於造成理解上太大的困難。 |
| 三 | 在表達上是不充分的 | 嘗試依據題目或寫作任務，統整、運用材料，但不甚適當，或發展不夠充分。 | 文章結構鬆散；或前後不連貫。 | 用字遣詞不太恰當，或出現錯誤；或冗詞贅句過多。 | 有一些錯別字，及格式、標點符號運用上的錯誤，以致造成理解上的困難。 |
| 二 | 在表達上呈現嚴重的問題 | 雖嘗試依據題目或寫作任務，統整、運用材料，但有所不足，或大量引述題幹內容，發展有限。 | 文章結構不完整；或僅有單一段落，但可區分出結構。 | 遣詞造句常有錯誤。 | 不太能掌握格式，不太會使用標點符號，錯別字頗多。 |
| 一 | 在表達上呈現極嚴重的問題 | 僅解釋題目或題幹內容；或雖提及主題，但材料過於簡略或無法選取相關材料加以發展。 | 沒有明顯的文章結構；或僅有單一段落，且不能辨認出結構。 | 用字遣詞極不恰當，頗多錯誤；或文句支離破碎，難以理解。 | 不能掌握格式，不會運用標點符號，錯別字極多。 |
| 零 | 完全離題、只訂題目、僅抄寫題目或題幹內容、使用詩歌體、空白卷。 |`;

const GSAT_CHINESE = `學測國語文寫作能力測驗（國寫）等第：A+ 具體而深入…結構嚴謹，文辭暢達／A 明確…結構完整，文辭流暢／B+ 大致…結構適當，文辭通順／B 簡略…結構尚可，文辭平順／C+ 稍能觸及…內容空洞，結構鬆散，文辭欠通順／C 敘寫雜亂，文句不通／0 空白卷、僅抄錄題幹、文不對題。
另立題目但能扣緊題旨，至多得 B+；內容、文字均佳但文未終篇或一段成文者，至多得 B+。字數、標點與錯別字由閱卷者斟酌扣分。
level 以等第序號表示：1=C, 2=C+, 3=B, 4=B+, 5=A, 6=A+。`;

const GSAT_ENGLISH = `學測英文作文（20 分，四項各 5 分，總分為四項之和）
| 項目 | 5–4 分 (優) | 3 分 (可) | 2–1 分 (差) | 0 分 (劣) |
| 內容 Content (content) | 主題（句）清楚切題，並有具體、完整的相關細節支持。 | 主題不夠清楚或突顯，部分相關敘述發展不全。 | 主題不明，大部分相關敘述發展不全或與主題無關。 | 文不對題或沒寫（凡文不對題或沒寫者，其他各項均以零分計算）。 |
| 組織 Organization (organisation) | 重點分明，有開頭、發展、結尾，前後連貫，轉承語使用得當。 | 重點安排不妥，前後發展比例與轉承語使用欠妥。 | 重點不明、前後不連貫。 | 全文毫無組織或未按提示寫作。 |
| 文法、句構 Grammar & Structure (grammar) | 全文幾無文法、格式、標點錯誤，文句結構富變化。 | 文法、格式、標點錯誤少，且未影響文意之表達。 | 文法、格式、標點錯誤多，且明顯影響文意之表達。 | 全文文法錯誤嚴重，導致文意不明。 |
| 字彙、拼字 Vocabulary & Spelling (vocabulary) | 用字精確、得宜，且幾無拼字、大小寫錯誤。 | 字詞單調、重複，用字偶有不當，少許拼字、大小寫錯誤，但不影響文意之表達。 | 用字、拼字、大小寫錯誤多，明顯影響文意之表達。 | 只寫出或抄襲與題意有關的零碎字詞。 |
字數明顯不足者總分扣 1 分。`;

const OFFICIAL: Partial<Record<RubricDef['preset'], string>> = {
  'cap-writing': CAP_WRITING,
  'gsat-chinese': GSAT_CHINESE,
  'gsat-english': GSAT_ENGLISH,
};

/** The rubric as the model reads it: the official table, else the rubric's own dimensions and descriptors. */
export function rubricText(rubric: RubricDef): string {
  const dims = rubric.dimensions
    .map((d) => {
      const descriptors = Object.entries(d.descriptors)
        .map(([grade, text]) => `${grade}: ${text}`)
        .join('；');
      return `- ${d.key}（${d.name['zh-tw']} / ${d.name.en}），0–${d.maxScore} 分${descriptors ? `：${descriptors}` : ''}`;
    })
    .join('\n');
  const scale =
    rubric.holistic === 'sum'
      ? `level = the sum of the dimension scores (0–${rubric.fullScore}).`
      : `level = one holistic judgement on 1–${rubric.fullScore}, never an average of the dimensions.`;
  return `${rubric.name['zh-tw']}（${rubric.name.en}）\n${OFFICIAL[rubric.preset] ?? ''}\nDimensions (use these keys):\n${dims}\n${scale}`.trim();
}
