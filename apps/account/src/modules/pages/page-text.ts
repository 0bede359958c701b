import { SCHOOL_MESSAGES, type UiLocale } from '@essay/contracts';

export const PAGE_TEXT = {
  'en-us': {
    loginTitle: 'Sign in',
    registerTitle: 'Create an account',
    username: 'Username',
    password: 'Password',
    email: 'E-mail',
    school: 'School name (not needed with a code)',
    inviteCode: 'Teacher invitation or class code (optional)',
    newSchool: 'I am starting a new school: the school name above is its exact name',
    lookAlikes: 'Schools with names like this one:',
    confirmSchool: 'My school is none of these: create the new school 「{name}」',
    signIn: 'Sign in',
    register: 'Register',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    language: '中文',
    product: 'Essay correction',
  },
  'zh-tw': {
    loginTitle: '登入',
    registerTitle: '建立帳號',
    username: '帳號',
    password: '密碼',
    email: '電子郵件',
    school: '學校名稱（有代碼時免填）',
    inviteCode: '教師邀請碼或班級代碼（選填）',
    newSchool: '我要建立新學校：上面填的是學校的完整正確名稱',
    lookAlikes: '名稱相似的學校：',
    confirmSchool: '我的學校不是以上任何一所：建立新學校「{name}」',
    signIn: '登入',
    register: '註冊',
    noAccount: '還沒有帳號？',
    haveAccount: '已經有帳號了？',
    language: 'English',
    product: '作文批改',
  },
} as const satisfies Record<UiLocale, Record<string, string>>;

/** Server messages shown on the pages, in Traditional Chinese when the page is. */
export const MESSAGE_ZH: Record<string, string> = {
  'Incorrect username or password': '帳號或密碼錯誤',
  'Too many sign-in attempts. Please try again later.': '登入嘗試次數過多，請稍後再試。',
  'Username is already taken': '此帳號已被使用',
  'Invalid e-mail address': '電子郵件格式不正確',
  'Password must be at least 10 characters': '密碼至少需要 10 個字元',
  'Password must not contain the username': '密碼不可包含帳號',
  'This password is too common. Please choose another.': '這個密碼太常見，請換一個。',
  'This password is too easy to guess. Add another word or two.':
    '這個密碼太容易被猜到，請再加一兩個詞。',
  'This password is too similar to a common one. Please choose another.':
    '這個密碼和常見的密碼太相似，請換一個。',
  'Repeated characters like "aaa" or "abcabc" are easy to guess. Please choose another.':
    '像「aaa」或「abcabc」這樣重複的字元很容易被猜到，請換一個。',
  'Sequences like "abcd" or "1234" are easy to guess. Please choose another.':
    '像「abcd」或「1234」這樣連續的字元很容易被猜到，請換一個。',
  'Rows and patterns of keyboard keys are easy to guess. Please choose another.':
    '鍵盤上成排或成形的按鍵很容易被猜到，請換一個。',
  'Dates and years are easy to guess. Please choose another.': '日期和年份很容易被猜到，請換一個。',
  'Single words and names are easy to guess. Add another word or two.':
    '單一的詞或姓名很容易被猜到，請再加一兩個詞。',
  'Too many registrations from this address. Please try again later.':
    '此網路位址註冊次數過多，請稍後再試。',
  'Username must be 3-32 letters, digits, _ . or -': '帳號需為 3 到 32 個英文字母、數字或 _ . -',
  'School name is required': '請輸入學校名稱',
  'The school invitation code is not valid': '學校邀請碼不正確',
  [SCHOOL_MESSAGES.noSuchSchool]:
    '沒有這個名稱的學校。請確認學校的完整名稱、以教師邀請碼或班級代碼註冊，或建立新學校。',
  [SCHOOL_MESSAGES.ambiguousSchool]:
    '有幾所學校的名稱與此相似。請以學校的教師邀請碼或班級代碼註冊。',
  [SCHOOL_MESSAGES.schoolExists]:
    '已有同名的學校。請以該校的教師邀請碼或班級代碼註冊，或不填代碼向該校管理員申請加入。',
  [SCHOOL_MESSAGES.lookAlikeSchool]:
    '已有名稱相似的學校。如果您的學校是其中之一，請以該校的教師邀請碼或班級代碼註冊；如果不是，請確認您要以這個完整名稱建立新學校。',
  [SCHOOL_MESSAGES.tooManySchools]: '此網路建立的新學校過多，請稍後再試。',
  [SCHOOL_MESSAGES.removed]: '學校管理員已將您移出學校。',
  [SCHOOL_MESSAGES.rejected]: '您加入學校的申請未獲核准。',
};
