import type { CorrectionKind } from '@essay/contracts';

/**
 * Harper rules we run. Harper's cost grows with every enabled rule (about 0.02 ms per rule on a
 * 400-word essay, ~870 rules by default, ~20 ms in all), so we enable only the rules that fired
 * on a sample of learner essays (ELLIPSE and ASAP, 1,500 essays), minus style and typography
 * rules that are not errors in school writing (long sentences, Oxford comma, en dashes, ...), and
 * MissingTo, which inserts "to" after any verb before another ("I learned will help"; wrong in most
 * of its JFLEG tuning-half edits).
 */
export const HARPER_RULES = (
  'APart AWhile AdjectiveOfA AllowTo AnA AnAnother AnotherThings Anywhere ArriveTo ByOnesOwn ' +
  'CapitalizePersonalPronouns CommaFixes Damages DidPast DiscourseMarkers Discuss DisjointPrefixes DoToDueTo ' +
  'DoesOrDose DontCan DoubleModal EachOthersPossessive EveryTime Everybody Everyday Everyone Everywhere FeelFell ' +
  'FindOut GoodAt HaveAHardTime HavePronoun HopHope HowTo IAmAgreement IfWouldve InflectedVerbAfterTo ' +
  'ItsContraction ItsPossessive Itself LetToDo LetsConfusion Lots MassNouns MergeWords MissingDeterminer ' +
  'MissingPreposition ModalBeAdjective ModalOf MostOfTheTimes Myself Nobody NominalWants NotBeAfterNot ' +
  'Nothing NounVerbConfusion Nowadays Nowhere OfCourse OneOfTheSingular OpenCompounds PassionateAbout Payed ' +
  'PhrasalVerbAsCompoundNoun PossessiveYour ProgressiveNeedsBe PronounAre PronounContraction PronounInflectionBe ' +
  'PronounKnew PronounVerbAgreement QuantifierNeedsOf QuantifierNumeralConflict QuiteQuiet QuoteSpacing ' +
  'ReasonForDoing RegularIrregulars RepeatedWords SentenceCapitalization SimplePastToPastParticiple SingleBe ' +
  'SomethingIs Somehow Someone Spaces SpellCheck SplitWords SupposedTo TakeCareOf TakeControlOf ThatThan The ' +
  'TheHowWhy TheMy TheProperNounPossessive TheirToThere TheirToTheyre ThenThan ThereIsAgreement ThereOwn ' +
  'ThereToTheir ThesesThese TheyToThem ThingThink ToAdverb ToLoseTooLoose ToTo ToTooIdioms ToTwoToo ' +
  'UnclosedQuotes UseToUsedTo WantBe WereWhere WholeEntire WillNonLemma WinPrize WishCould Without ' +
  'WorseOrWorst WrongApostrophe WrongNegative Yourself'
).split(' ');

/** Harper's lint kinds mapped to ours; kinds mapped to null are style advice, not errors. */
export const KIND_OF_LINT: Record<string, CorrectionKind | null> = {
  Spelling: 'spelling',
  Typo: 'typo',
  Capitalization: 'spelling',
  Agreement: 'grammar',
  Grammar: 'grammar',
  Miscellaneous: 'grammar',
  Nonstandard: 'grammar',
  WordOrder: 'grammar',
  Repetition: 'grammar',
  Redundancy: 'word_choice',
  Punctuation: 'punctuation',
  Formatting: 'format',
  BoundaryError: 'spelling',
  WordChoice: 'word_choice',
  Usage: 'word_choice',
  Eggcorn: 'word_choice',
  Malapropism: 'word_choice',
  Regionalism: 'word_choice',
  Style: null,
  Readability: null,
  Enhancement: null,
};

/** Chinese reason per kind; Harper's own message is the English reason. */
export const ZH_REASON: Record<CorrectionKind, string> = {
  spelling: '拼字或大小寫可能有誤',
  typo: '打字錯誤',
  grammar: '文法錯誤',
  punctuation: '標點符號使用有誤',
  format: '格式問題',
  word_choice: '用詞不當',
};
