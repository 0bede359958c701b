/**
 * Fixed words and 成語 that Taiwanese students commonly miswrite, as taught in 國中 錯別字 lists
 * (常見錯別字). Each entry is one wrong form and its right form of the same length; `family`
 * chooses the reason text (usage.ts). A wrong form is only marked where no lexicon word crosses
 * its edges (`guard`): 現在也 keeps its 在, 以經驗 its 以, 統一但是 its 但, 檢察官 its 察.
 */
export type UsageFamily =
  | '在再'
  | '的得'
  | '那哪'
  | '帶戴'
  | '像向'
  | '以已'
  | '己已'
  | '做作'
  | '須需'
  | '旦但'
  | '應因'
  | '既即'
  | '復複'
  | 'word'
  | 'idiom';

export interface FixedPhrase {
  wrong: string;
  right: string;
  family: UsageFamily;
  /** Which edges must not be crossed by a lexicon word (default both). */
  guard?: 'left' | 'right' | 'both' | 'none';
  /** The text right after the wrong form must match (e.g. a verb after 必需). */
  after?: RegExp;
  /** The text right after the wrong form must not match. */
  notAfter?: RegExp;
  /** The text right before must match (one or more characters, tested as a suffix). */
  before?: RegExp;
  /** The text right before must not match. */
  notBefore?: RegExp;
}

const p = (
  wrong: string,
  right: string,
  family: UsageFamily,
  extra: Omit<FixedPhrase, 'wrong' | 'right' | 'family'> = {},
): FixedPhrase => ({ wrong, right, family, ...extra });

/** Degree words before an adjective: 很利害 is 很厲害, 很捧 is 很棒. */
export const DEGREE = /(很|好|真|太|超|蠻|挺|非常|十分|特別|相當|最|更|那麼|這麼|多麼|一樣)$/;

export const FIXED_PHRASES: readonly FixedPhrase[] = [
  // 在 / 再
  // 現在也, 實在也, 正在也: 在 ends a word there (jieba's list has 我在, so no lexicon guard).
  p('在也', '再也', '在再', {
    guard: 'none',
    after: /^[不沒別無]/,
    notBefore:
      /(現|實|存|正|所|自|好|內|外|潛|健|還|何|旨|志|意|重|只|都|也|就|一直|仍|常|剛|正|總|又|才|不|沒)$/,
  }),
  p('再所難免', '在所難免', 'idiom'),
  p('再所不惜', '在所不惜', 'idiom'),
  p('再所不辭', '在所不辭', 'idiom'),
  // 以 / 已
  p('以經', '已經', '以已'),
  p('已後', '以後', '以已'),
  p('已前', '以前', '以已'),
  p('可已', '可以', '以已'),
  p('所已', '所以', '以已'),
  p('難已', '難以', '以已'),
  p('足已', '足以', '以已'),
  p('已免', '以免', '以已'),
  p('已便', '以便', '以已'),
  p('已及', '以及', '以已'),
  p('已致於', '以致於', '以已'),
  p('而以', '而已', '以已', { after: /^[。，！？；…」]/ }),
  // 己 / 已
  p('自已', '自己', '己已'),
  p('己經', '已經', '己已'),
  // 做 / 作
  p('做業', '作業', '做作'),
  p('工做', '工作', '做作'),
  p('製做', '製作', '做作'),
  p('動做', '動作', '做作'),
  p('做品', '作品', '做作'),
  p('做家', '作家', '做作'),
  p('寫做', '寫作', '做作', { notAfter: /^業/ }),
  p('合做', '合作', '做作', { notAfter: /^業/ }),
  p('創做', '創作', '做作'),
  p('操做', '操作', '做作'),
  p('做弊', '作弊', '做作'),
  p('做息', '作息', '做作'),
  p('作功課', '做功課', '做作'),
  p('作家事', '做家事', '做作'),
  p('作運動', '做運動', '做作'),
  p('作菜', '做菜', '做作'),
  p('作飯', '做飯', '做作'),
  // 須 / 需: 必需 is an adjective (必需品); before a verb it is 必須 (usage.ts checks the verb).
  // 旦 / 但, 應 / 因
  p('一但', '一旦', '旦但'),
  // 因該公司 (because that company) is not 應該.
  p('因該', '應該', '應因', {
    notAfter:
      /^(公司|校|國|案|地|生|員|處|市|縣|區|名|項|條|批|事件|場|店|廠|機構|單位|團體|組織|部|院)/,
  }),
  // 既 / 即
  p('既使', '即使', '既即', { notAfter: /^[^。！？]*又/ }),
  p('即然', '既然', '既即'),
  p('既刻', '即刻', '既即', { notAfter: /^[^。！？]*又/ }),
  p('立既', '立即', '既即'),
  p('隨既', '隨即', '既即'),
  p('既便', '即便', '既即', { notAfter: /^[^。！？]*又/ }),
  // 復 / 複
  p('恢複', '恢復', '復複'),
  p('康複', '康復', '復複'),
  p('修複', '修復', '復複'),
  p('報複', '報復', '復複'),
  p('複原', '復原', '復複'),
  p('複活', '復活', '復複'),
  p('往複', '往復', '復複'),
  p('日複一日', '日復一日', 'idiom'),
  p('年複一年', '年復一年', 'idiom'),
  p('重復', '重複', '復複'),
  p('復雜', '複雜', '復複'),
  p('復製', '複製', '復複'),
  p('復印', '複印', '復複'),
  // words of similar sound or shape
  p('時侯', '時候', 'word'),
  p('火侯', '火候', 'word'),
  p('候來', '後來', 'word'),
  p('辨法', '辦法', 'word'),
  p('辨公', '辦公', 'word'),
  p('成積', '成績', 'word'),
  p('側所', '廁所', 'word'),
  p('標簽', '標籤', 'word'),
  p('關系', '關係', 'word'),
  p('竟爭', '競爭', 'word'),
  p('競然', '竟然', 'word'),
  p('幸苦', '辛苦', 'word'),
  p('堅苦', '艱苦', 'word', { notAfter: /^卓絕/ }),
  p('建康', '健康', 'word'),
  p('經神', '精神', 'word'),
  p('精驗', '經驗', 'word'),
  p('磕睡', '瞌睡', 'word'),
  p('藍球', '籃球', 'word'),
  // 球場, 球隊 would guard 藍 as a colour: the longer wrong forms are unambiguous.
  p('藍球場', '籃球場', 'word'),
  p('藍球隊', '籃球隊', 'word'),
  p('藍球賽', '籃球賽', 'word'),
  p('打藍球', '打籃球', 'word'),
  p('拉練', '拉鍊', 'word'),
  p('像棋', '象棋', 'word'),
  p('攔杆', '欄杆', 'word'),
  p('惦起腳', '踮起腳', 'word'),
  p('功科', '功課', 'word'),
  p('此較', '比較', 'word'),
  p('福力社', '福利社', 'word'),
  p('乾靜', '乾淨', 'word'),
  p('准時', '準時', 'word'),
  p('准備', '準備', 'word'),
  p('檢察', '檢查', 'word', { notAfter: /^[官署院長]/ }),
  p('知到', '知道', 'word'),
  p('看道', '看到', 'word'),
  p('煩腦', '煩惱', 'word'),
  p('頭惱', '頭腦', 'word'),
  p('絕定', '決定', 'word'),
  p('決對', '絕對', 'word'),
  p('氣份', '氣氛', 'word'),
  p('一昧', '一味', 'word'),
  p('反醒', '反省', 'word'),
  p('暴燥', '暴躁', 'word'),
  p('急燥', '急躁', 'word'),
  p('煩燥', '煩躁', 'word'),
  p('枯躁', '枯燥', 'word'),
  p('題醒', '提醒', 'word'),
  p('提目', '題目', 'word'),
  p('穫得', '獲得', 'word'),
  p('收獲', '收穫', 'word'),
  p('辨論', '辯論', 'word'),
  p('習貫', '習慣', 'word'),
  p('慣徹', '貫徹', 'word'),
  p('旅游', '旅遊', 'word'),
  p('游戲', '遊戲', 'word'),
  p('利害', '厲害', 'word', { before: DEGREE, notAfter: /^關係/ }),
  p('捧', '棒', 'word', { before: /(很|好|真|太|超|蠻|非常)$/, after: /^[！!。，了啊喔耶]/ }),
  // 成語 and fixed phrases
  p('迫不急待', '迫不及待', 'idiom'),
  p('再接再勵', '再接再厲', 'idiom'),
  p('一股作氣', '一鼓作氣', 'idiom'),
  p('按步就班', '按部就班', 'idiom'),
  p('慘不忍賭', '慘不忍睹', 'idiom'),
  p('全神灌注', '全神貫注', 'idiom'),
  p('默守成規', '墨守成規', 'idiom'),
  p('走頭無路', '走投無路', 'idiom'),
  p('一愁莫展', '一籌莫展', 'idiom'),
  p('談笑風聲', '談笑風生', 'idiom'),
  p('發人深醒', '發人深省', 'idiom'),
  p('不可思意', '不可思議', 'idiom'),
  p('莫不關心', '漠不關心', 'idiom'),
  p('記憶尤新', '記憶猶新', 'idiom'),
  p('出奇不意', '出其不意', 'idiom'),
  p('甘敗下風', '甘拜下風', 'idiom'),
  p('一口同聲', '異口同聲', 'idiom'),
  p('原形必露', '原形畢露', 'idiom'),
  p('事半功陪', '事半功倍', 'idiom'),
  p('穿流不息', '川流不息', 'idiom'),
  p('變本加利', '變本加厲', 'idiom'),
  p('義不容詞', '義不容辭', 'idiom'),
  p('迫在眉捷', '迫在眉睫', 'idiom'),
  p('世外桃園', '世外桃源', 'idiom'),
  p('破斧沉舟', '破釜沉舟', 'idiom'),
  p('一翻風順', '一帆風順', 'idiom'),
  p('一番風順', '一帆風順', 'idiom'),
  p('美輪美煥', '美輪美奐', 'idiom'),
  p('自抱自棄', '自暴自棄', 'idiom'),
  p('滿不在呼', '滿不在乎', 'idiom'),
  p('不加思索', '不假思索', 'idiom'),
  p('剛腹自用', '剛愎自用', 'idiom'),
  p('既往不究', '既往不咎', 'idiom'),
  p('金榜提名', '金榜題名', 'idiom'),
  p('針貶時事', '針砭時事', 'idiom'),
  p('心廣神怡', '心曠神怡', 'idiom'),
  p('鬼鬼崇崇', '鬼鬼祟祟', 'idiom'),
  p('無精打彩', '無精打采', 'idiom'),
  p('聚精匯神', '聚精會神', 'idiom'),
  p('情不自盡', '情不自禁', 'idiom'),
  p('不知所錯', '不知所措', 'idiom'),
  p('手足無錯', '手足無措', 'idiom'),
  p('有持無恐', '有恃無恐', 'idiom'),
  p('嘆為觀之', '嘆為觀止', 'idiom'),
  p('無可厚飛', '無可厚非', 'idiom'),
  p('相形見拙', '相形見絀', 'idiom'),
  p('風雨無組', '風雨無阻', 'idiom'),
  p('坐無虛席', '座無虛席', 'idiom'),
  p('一蹋糊塗', '一塌糊塗', 'idiom'),
  p('莫明其妙', '莫名其妙', 'idiom'),
  p('刻苦銘心', '刻骨銘心', 'idiom'),
  p('語重心常', '語重心長', 'idiom'),
  p('怨天由人', '怨天尤人', 'idiom'),
  p('理直氣狀', '理直氣壯', 'idiom'),
  p('興高彩烈', '興高采烈', 'idiom'),
  p('一視同人', '一視同仁', 'idiom'),
  p('小心意意', '小心翼翼', 'idiom'),
  p('落繹不絕', '絡繹不絕', 'idiom'),
  p('滔滔不決', '滔滔不絕', 'idiom'),
  p('目不遐給', '目不暇給', 'idiom'),
  p('雪中送碳', '雪中送炭', 'idiom'),
  p('挺而走險', '鋌而走險', 'idiom'),
  p('不徑而走', '不脛而走', 'idiom'),
  p('耳儒目染', '耳濡目染', 'idiom'),
  p('如雷灌耳', '如雷貫耳', 'idiom'),
  p('鞠躬盡粹', '鞠躬盡瘁', 'idiom'),
  p('臥新嘗膽', '臥薪嘗膽', 'idiom'),
  p('汗流夾背', '汗流浹背', 'idiom'),
  p('迫不得以', '迫不得已', 'idiom'),
  p('一成不便', '一成不變', 'idiom'),
  p('一塵不變', '一成不變', 'idiom'),
  p('恍然大誤', '恍然大悟', 'idiom'),
  p('至始至終', '自始至終', 'idiom'),
  p('老當亦壯', '老當益壯', 'idiom'),
  p('柳岸花明', '柳暗花明', 'idiom'),
  p('刀耕活種', '刀耕火種', 'idiom'),
  p('敬忠職守', '盡忠職守', 'idiom'),
];
