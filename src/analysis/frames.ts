/**
 * Attribute frames: which attribute of a subject a sentence is about — where someone
 * lives, works, their role, when or where an event happens, where an object is, a preference, an
 * amount or frequency, contact details, a version or setting, a status — and the words of change
 * and of addition that tell an update from a second value. Verb families and attribute nouns are
 * written from general knowledge in English and Chinese, with WordNet adding the synonyms of each
 * English verb's first sense. Nothing here comes from a data set.
 */
import { addChineseWords } from './analyze.js';
import { synonyms } from './wordnet.js';

/** A frame: the attribute a claim is about. */
export interface Frame {
  id: string;
  /** Only one value at a time per subject (one home, one employer, one time for a meeting). */
  exclusive: boolean;
  /** English verb lemmas that state it (a particle may follow: "work at", "move to"). */
  verbs: string[];
  /** English nouns that name the attribute ("address", "employer", "favourite"). */
  nouns: string[];
  /** Chinese words (verbs or nouns) that state or name it. */
  zh: string[];
}

/** The frames, most specific first (the first match wins). */
export const FRAMES: readonly Frame[] = [
  {
    id: 'residence',
    exclusive: true,
    verbs: ['live', 'reside', 'relocate', 'settle', 'emigrate', 'immigrate', 'dwell'],
    nouns: ['address', 'home', 'hometown', 'residence', 'apartment', 'flat', 'neighborhood', 'neighbourhood'],
    zh: ['住', '住在', '居住', '搬', '搬到', '搬家', '定居', '迁居', '移居', '家住', '住址', '地址'],
  },
  {
    id: 'employer',
    exclusive: true,
    verbs: ['employ', 'hire', 'recruit', 'join', 'quit', 'resign', 'work'],
    nouns: ['employer', 'company', 'workplace', 'firm'],
    zh: ['入职', '离职', '跳槽', '就职', '任职', '上班', '工作', '公司', '单位', '雇主', '加入', '辞职', '在职'],
  },
  {
    id: 'role',
    exclusive: true,
    verbs: ['promote', 'appoint', 'serve'],
    nouns: ['job', 'title', 'role', 'position', 'occupation', 'profession', 'career', 'rank'],
    zh: ['担任', '职位', '职务', '职业', '升为', '晋升', '升职', '当上', '头衔'],
  },
  {
    id: 'schedule',
    exclusive: true,
    verbs: ['schedule', 'reschedule', 'postpone', 'delay', 'push', 'shift', 'prepone', 'book', 'rebook', 'cancel'],
    nouns: ['meeting', 'standup', 'stand-up', 'appointment', 'call', 'class', 'lesson', 'flight', 'train', 'interview', 'deadline', 'dinner', 'lunch', 'party', 'session', 'review', 'exam', 'checkup', 'practice', 'rehearsal', 'sync', 'demo', 'launch', 'wedding', 'concert', 'game', 'match', 'reservation', 'shift', 'visit', 'trip', 'retro', 'workshop', 'webinar', 'event'],
    zh: ['会议', '例会', '周会', '晨会', '站会', '组会', '月会', '开会', '航班', '飞机', '火车', '课', '上课', '面试', '约会', '聚会', '晚饭', '午饭', '预约', '截止', '推迟', '提前', '延期', '改期', '安排', '定在', '改到', '挪到', '调到', '调整到', '订'],
  },
  {
    id: 'location',
    exclusive: true,
    verbs: ['keep', 'store', 'put', 'place', 'stash', 'hide', 'park', 'leave'],
    nouns: ['location', 'spot', 'whereabouts'],
    zh: ['放', '放在', '存放', '存在', '藏', '停在', '搁', '收在'],
  },
  {
    id: 'contact',
    exclusive: true,
    verbs: ['reach', 'contact', 'call', 'text', 'email'],
    nouns: ['phone', 'number', 'email', 'e-mail', 'mobile', 'cell', 'handle', 'username', 'extension', 'fax', 'contact'],
    zh: ['电话', '手机', '号码', '邮箱', '微信', '联系方式', '手机号'],
  },
  {
    id: 'setting',
    exclusive: true,
    verbs: ['upgrade', 'downgrade', 'configure', 'set', 'install', 'pin', 'enable', 'disable'],
    nouns: ['version', 'setting', 'config', 'configuration', 'mode', 'plan', 'tier', 'subscription', 'theme', 'timezone', 'language', 'default', 'provider', 'password', 'os', 'browser', 'editor', 'limit', 'budget', 'quota', 'threshold', 'port'],
    zh: ['版本', '设置', '配置', '升级', '降级', '模式', '套餐', '默认', '主题', '时区', '语言', '限额', '预算'],
  },
  {
    id: 'status',
    exclusive: true,
    verbs: ['marry', 'divorce', 'engage', 'separate', 'retire', 'graduate', 'pause', 'resume', 'suspend', 'finish', 'complete'],
    nouns: ['status', 'state', 'stage', 'phase', 'relationship'],
    zh: ['状态', '结婚', '离婚', '订婚', '单身', '退休', '毕业', '暂停', '恢复', '完成', '搁置', '进度'],
  },
  {
    id: 'diet',
    exclusive: false,
    verbs: ['eat', 'drink'],
    nouns: ['diet', 'allergy', 'intolerance', 'allergen', 'medication', 'medicine', 'condition', 'vegetarian', 'vegan', 'pescatarian', 'keto', 'kosher', 'halal', 'allergic', 'gluten', 'lactose', 'teetotal', 'sober'],
    zh: ['过敏', '吃素', '素食', '忌口', '饮食', '不吃', '药'],
  },
  {
    id: 'amount',
    exclusive: true,
    verbs: ['cost', 'earn', 'weigh', 'charge', 'pay', 'measure', 'run', 'train', 'exercise', 'swim', 'sleep'],
    nouns: ['price', 'cost', 'salary', 'rent', 'fee', 'rate', 'wage', 'income', 'weight', 'height', 'age', 'dose', 'dosage', 'count', 'size', 'frequency', 'score', 'balance', 'total'],
    zh: ['价格', '价钱', '工资', '薪水', '月薪', '房租', '租金', '费用', '体重', '身高', '年龄', '剂量'],
  },
  {
    id: 'name',
    exclusive: true,
    verbs: ['name', 'call', 'rename', 'nickname'],
    nouns: ['name', 'nickname', 'surname', 'alias'],
    zh: ['叫', '名字', '名叫', '改名', '昵称'],
  },
  {
    id: 'possession',
    exclusive: false,
    verbs: ['drive', 'own', 'ride', 'buy', 'sell', 'adopt', 'lease'],
    nouns: ['car', 'bike', 'vehicle', 'laptop', 'pet', 'dog', 'cat'],
    zh: ['开', '养', '买了', '卖了', '车', '宠物'],
  },
  {
    id: 'education',
    exclusive: true,
    verbs: ['study', 'major', 'attend', 'enroll', 'enrol'],
    nouns: ['school', 'university', 'college', 'major', 'degree', 'course', 'grade'],
    zh: ['读', '就读', '上学', '专业', '学校', '大学', '年级'],
  },
  {
    id: 'preference',
    exclusive: false,
    verbs: ['prefer', 'like', 'love', 'enjoy', 'adore', 'favor', 'favour', 'fancy', 'hate', 'dislike', 'detest', 'loathe', 'want', 'crave', 'avoid', 'choose', 'pick', 'use'],
    nouns: ['favorite', 'favourite', 'preference', 'taste', 'choice', 'pick', 'go-to'],
    zh: ['喜欢', '爱', '偏好', '更喜欢', '讨厌', '爱吃', '爱喝', '喝', '吃', '用', '听', '看', '玩', '最爱', '口味', '习惯'],
  },
];

/**
 * Verbs that say a value changed, by themselves (moved, switched, joined, rescheduled, 搬到, 换成):
 * general verbs of change and of starting or leaving.
 */
export const CHANGE_VERBS = new Set([
  'move', 'relocate', 'switch', 'change', 'join', 'leave', 'quit', 'resign', 'start', 'begin', 'reschedule', 'postpone',
  'push', 'delay', 'shift', 'update', 'upgrade', 'downgrade', 'replace', 'become', 'promote', 'transfer', 'retire',
  'convert', 'marry', 'divorce', 'rename', 'rebook', 'cancel', 'drop', 'stop', 'give', 'trade', 'swap', 'migrate',
  'land', 'sell', 'resume', 'pause', 'cut', 'port', 'knock', 'finish', 'register', 'sign', 'reduce', 'increase', 'raise', 'lower', 'bump', 'extend', 'shorten', 'renew',
  'up', 'engage',
]);

/** Chinese words of change and of "now", "no longer", "in fact". */
export const ZH_CHANGE = new Set([
  '搬', '搬到', '搬家', '换', '换成', '换到', '改', '改成', '改为', '改到', '调', '调到', '调整', '调整到', '推迟', '提前', '延期', '改期',
  '入职', '报到', '离职', '跳槽', '辞职', '升级', '降级', '变成', '成为', '不再', '现在', '如今', '目前', '其实', '更正', '已经', '最近', '这阵子', '近来', '新', '开始', '转',
  // Ending a value: sold, stopped using, cancelled, returned.
  '卖掉', '卖了', '停用', '注销', '退掉', '退了', '取消',
  // A value raised or lowered, a person replaced, a relationship begun or ended.
  '涨', '涨到', '降到', '降为', '减到', '减为', '减少到', '增加到', '提高到', '升到', '加到', '升为', '挪', '挪到', '涨薪', '调薪', '加薪', '降薪', '接替', '领证', '分手', '放弃', '戒了', '戒掉',
]);

/** English cue words and phrases' heads: a writer saying the old value no longer holds. */
export const CUES = new Set([
  'actually', 'now', 'longer', 'anymore', 'instead', 'nowadays', 'correction', 'corrected', 'update', 'updated', 'recently',
  'currently', 'newly', 'lately', 'switched', 'changed', 'moved', 'no', 'new', 'goodbye', 'farewell',
  // Words that say the old entry is replaced: "supersedes", "corrected", "revised", "amended".
  'supersede', 'supersedes', 'superseded', 'replaces', 'replaced', 'overrides', 'revised', 'amended', 'correct', 'corrects', 'erratum',
]);

/**
 * Words that place a statement in the present ("now", "currently", "ahora", "jetzt", "现在"): a text
 * with one is not only about the past.
 */
export const PRESENT = new Set([
  'now', 'currently', 'nowadays', 'presently', 'today',
  'ahora', 'actualmente', 'agora', 'atualmente', 'maintenant', 'désormais', 'jetzt', 'nun', 'inzwischen', 'mittlerweile', 'adesso', 'ora', 'nu', 'tegenwoordig', 'теперь', 'сейчас',
  '现在', '目前', '如今', '现时',
]);

/**
 * Cue words of other languages read with spaces (the tagger reads them as English tokens): "now",
 * "from now on", "instead", and the past forms of "moved", "changed", "switched", "sold" in Spanish,
 * Portuguese, French, German, Italian, Dutch, Russian and Korean. Counted only in a text that is not English.
 */
export const CUES_ABROAD = new Set([
  // es
  'ahora', 'actualmente', 'cambié', 'cambiado', 'cambiamos', 'cambió', 'mudé', 'mudado', 'mudamos', 'vendí', 'vendido', 'vendimos', 'trasladé', 'trasladado',
  // pt
  'agora', 'atualmente', 'mudei', 'mudou', 'troquei', 'trocamos', 'trocou', 'vendi', 'vendemos',
  // fr
  'maintenant', 'désormais', 'dorénavant', 'changé', 'déménagé', 'vendu', 'remplacé',
  // de
  'jetzt', 'nun', 'inzwischen', 'mittlerweile', 'neuerdings', 'sofort', 'statt', 'anstatt', 'stattdessen', 'umgezogen', 'geändert', 'gewechselt', 'verkauft',
  // it
  'adesso', 'ormai', 'invece', 'cambiato', 'trasferito', 'traslocato', 'venduto',
  // nl
  'nu', 'tegenwoordig', 'voortaan', 'inmiddels', 'verhuisd', 'veranderd', 'gewisseld', 'verkocht', 'vervangen',
  // ru
  'теперь', 'сейчас', 'вместо', 'переехал', 'переехала', 'переехали', 'поменял', 'поменяла', 'сменил', 'сменила', 'продал', 'продала',
  // ko
  '지금', '지금은', '이제', '이제는', '대신', '대신에',
  // Leaving, quitting, ending, starting: es, pt, fr, de, it, ru.
  'dejé', 'dejamos', 'renuncié', 'terminamos', 'cortamos', 'empecé', 'nos mudamos',
  'saí', 'deixei', 'larguei', 'parei', 'mudámos',
  'quitté', 'arrêté', 'démissionné', 'emménagé', 'rompu', 'séparés', 'depuis', 'passée', 'passés',
  'gekündigt', 'getrennt', 'aufgehört', 'gewechselt', 'neuerdings',
  'lasciato', 'smesso', 'licenziato', 'dimesso', 'trasferiti', 'traslocati',
  'уволился', 'уволилась', 'ушёл', 'ушел', 'ушла', 'продали', 'расстались', 'развелись', 'устроился', 'устроилась', 'перешёл', 'перешел', 'перешла',
]);

/**
 * Words of change in scripts read without spaces or by stems (Japanese, Korean), found as
 * substrings: moved house, changed jobs, quit, sold, replaced, broke up, "now", "no longer".
 */
export const CUES_UNSPACED = [
  // ja
  '引っ越し', '引っ越', '引越し', '転職', '退職', '辞め', '売っ', '売却', '買い替え', '乗り換え', '変わっ', '変え', '今は', 'もう', '別れ', '代わり',
  // ko
  '이사했', '옮겼', '바꿨', '바뀌었', '그만뒀', '그만두', '팔았', '헤어졌', '더 이상', '퇴사', '이직',
  // Since a time, from now on: ja ("先月から", "これからは"), ko ("지난달부터", "앞으로는").
  '先月から', '今月から', '来月から', '先週から', '今週から', '来週から', '今年から', '来年から', '今日から', '明日から', 'これからは', '今後は',
  '지난달부터', '이번 달부터', '다음 달부터', '이번 주부터', '다음 주부터', '올해부터', '내년부터', '오늘부터', '내일부터', '앞으로는',
];

/** English phrases of change: no longer, passed away, goes up, the first day (of a new job, a new school), starting this week, from next month, these days, for good, going forward, switch my X from A to B. */
export const CHANGE_PHRASES = /\bno longer\b|\bany more\b|\bnot any ?more\b|\bpass(?:ed|es)? away\b|\b(?:go|goes|went|gone|going) (?:up|down)\b|\bfirst day\b|\bstarting (?:this|next|today|tomorrow|from|on)\b|\bfrom (?:this|next) (?:week|month|year|term|semester|season|quarter)\b|\b(?:my|our) new\b|\bfrom now on\b|\bported\b|\bthese days\b|\bfor good\b|\bever since\b|\b(?:going|moving) forward\b|\bfrom here on\b|\bfrom this point on\b|\bno more\b(?! than)|\b(?:switch|change|move|update)(?:e?d)? (?:my|our|the|his|her|their) [\p{L} -]{1,40} from \S[^.?!\n]{0,40} to\b/u;

/** Nouns of change: "the upgrade", "a promotion", "the move", "the switch". */
export const CHANGE_NOUNS = new Set(['upgrade', 'downgrade', 'promotion', 'migration', 'relocation', 'increase', 'decrease', 'raise', 'replacement', 'correction']);

/** Verbs that end a value ("sold the Civic", "left Acme", "quit coffee"): their object is the old value, denied. */
export const ENDING_VERBS = new Set(['sell', 'leave', 'quit', 'drop', 'stop', 'cancel', 'abandon', 'ditch', 'give', 'resign', 'lose', 'end', 'break', 'divorce', 'retire', 'exit', 'trade', 'replace', 'swap', 'overtake', 'supersede', 'close', 'terminate', 'scrap', 'return', 'uninstall', 'unsubscribe', 'donate', 'rehome', 'outgrow', 'dump']);

/** Verbs whose subject ends ("Rex died", "the studio closed", "my visa expired"): the subject is the old value, denied. */
export const ENDED_VERBS = new Set(['die', 'perish', 'expire', 'lapse', 'close', 'shut', 'dissolve', 'disband', 'fold', 'cease']);

/** Words of addition: a second value beside the first, not instead of it. */
export const ADDITIVE = new Set(['also', 'too', 'additionally', 'another', 'second', 'besides', 'plus', 'either', '也', '另外', '又', '同时', '此外']);

/**
 * Chinese attribute and event nouns among the words above: a subject that names one is the
 * attribute ("我的电话…") or the event ("例会…") the sentence is about, whatever jieba tags it.
 */
export const ZH_NOUNS = new Set([
  '会议', '例会', '周会', '晨会', '站会', '组会', '月会', '航班', '飞机', '火车', '课', '面试', '约会', '聚会', '晚饭', '午饭', '预约', '住址', '地址', '公司', '单位', '雇主',
  '职位', '职务', '职业', '头衔', '电话', '手机', '号码', '邮箱', '微信', '联系方式', '手机号', '版本', '设置', '配置', '模式', '套餐',
  '主题', '时区', '语言', '限额', '预算', '状态', '进度', '价格', '价钱', '工资', '薪水', '月薪', '房租', '租金', '费用', '体重', '身高',
  '年龄', '剂量', '名字', '昵称', '车', '宠物', '学校', '大学', '专业', '年级', '饮食', '口味', '最爱',
]);

/** Words that name the user, from any writer ("the customer", "you" in a message to the user). */
export const USER_WORDS = new Set(['user', 'customer', 'client', 'patient', 'guest', 'member', 'subscriber', 'you', 'your', 'yours', 'yourself', '用户', '客户', '顾客', '你', '您', '你的', '您的']);

/** First-person words: the speaker (the writing principal's user). */
export const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll", 'i’m', "we're", "we've", 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', '我', '我们', '我的', '咱们', '本人']);

const verbFrame = new Map<string, Frame>();
const nounFrame = new Map<string, Frame>();
const zhFrame = new Map<string, Frame>();
let built = false;

/** Builds the lookup tables once; WordNet adds the synonyms of each verb's first sense. */
function build(): void {
  if (built) return;
  built = true;
  for (const f of FRAMES) {
    for (const v of f.verbs) if (!verbFrame.has(v)) verbFrame.set(v, f);
    for (const n of f.nouns) if (!nounFrame.has(n)) nounFrame.set(n, f);
    for (const z of f.zh) if (!zhFrame.has(z)) zhFrame.set(z, f);
  }
  for (const f of FRAMES) {
    for (const v of f.verbs) {
      for (const s of synonyms(v, 'verb', 1)) if (!s.includes(' ') && !verbFrame.has(s)) verbFrame.set(s, f);
    }
  }
}

// The segmenter keeps the lexicon's Chinese words whole, tagged as nouns or verbs.
addChineseWords(FRAMES.flatMap((f) => f.zh.map((w) => [w, ZH_NOUNS.has(w) ? 'n' : 'v'] as const)).concat([...ZH_NOUNS].map((w) => [w, 'n'] as const)));

/** The frame an English verb lemma states, if any. */
export function frameOfVerb(lemma: string): Frame | undefined {
  build();
  return verbFrame.get(lemma);
}

/** The frame an English noun names, if any. */
export function frameOfNoun(lemma: string): Frame | undefined {
  build();
  return nounFrame.get(lemma);
}

/**
 * The frame a Chinese word states or names, if any; a verb jieba joined with its object ("喝茶",
 * "搬家") is read by its first one or two characters.
 */
export function frameOfZh(word: string, verb = false): Frame | undefined {
  build();
  return zhFrame.get(word) ?? (verb && word.length > 1 ? (zhFrame.get(word.slice(0, 2)) ?? zhFrame.get(word[0])) : undefined);
}

/** The frame with this id. */
export function frameById(id: string): Frame | undefined {
  return FRAMES.find((f) => f.id === id);
}
