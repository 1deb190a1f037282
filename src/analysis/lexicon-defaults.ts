/**
 * Built-in concept lexicons: who reads data, what actions move data out or weaken a
 * control, what objects they act on, which words open a condition, frame a lesson or claim an
 * authority. Written from general knowledge of the languages, never from data rows. English seeds
 * are expanded with WordNet synonyms where the concept says so; other languages list the forms
 * a directive uses (imperatives, infinitives). A term ending in `*` matches any word it begins.
 * A policy's `guard.screening.concepts.lexicons` replaces a concept's list per language.
 */

/** One concept's terms per language (ISO 639-1: en, zh, es, de, fr, ru, ja …). */
export type LexiconEntry = Record<string, string[]>;

/**
 * English seeds widened with WordNet synonyms, per concept: only lemmas whose most frequent sense
 * is the concept's meaning (WordNet's first sense of "circumvent" is to besiege, so it is not a seed).
 */
export const WORDNET_SEEDS: Record<string, { pos: 'verb' | 'noun'; seeds: string[] }> = {
  transfer: { pos: 'verb', seeds: ['send', 'forward', 'transmit', 'upload', 'leak', 'email', 'share'] },
  weaken: { pos: 'verb', seeds: ['disable', 'deactivate', 'bypass', 'weaken', 'skip'] },
  reveal: { pos: 'verb', seeds: ['reveal', 'disclose'] },
  override: { pos: 'verb', seeds: ['disregard'] },
  credential: { pos: 'noun', seeds: ['password', 'credential', 'passphrase'] },
};

/** The built-in lexicons, by concept. */
export const DEFAULT_LEXICONS: Record<string, LexiconEntry> = {
  /** Who reads data on the user's behalf: the model, an agent, "whoever processes this". */
  reader: {
    en: ['assistant', 'assistants', 'ai', 'a.i.', 'model', 'models', 'llm', 'llms', 'language model', 'language models', 'chatbot', 'chatbots', 'bot', 'bots', 'agent', 'agents', 'copilot', 'gpt', 'chatgpt', 'claude', 'gemini', 'llama', 'mistral', 'ai system', 'ai systems', 'crawler', 'summarizer', 'summariser', 'whoever', 'anyone reading', 'any system', 'any tool', 'automated system'],
    zh: ['助手', '模型', '大模型', '语言模型', '人工智能', '智能体', '机器人', '聊天机器人', 'ai'],
    es: ['asistente', 'modelo', 'inteligencia artificial', 'ia', 'agente'],
    de: ['assistent', 'assistentin', 'ki', 'sprachmodell', 'modell', 'agent'],
    fr: ['assistant', 'assistante', 'ia', 'modèle', 'agent'],
    ru: ['ассистент', 'помощник', 'модель', 'ии', 'нейросеть', 'агент', 'бот'],
    ja: ['アシスタント', 'モデル', '人工知能', 'エージェント', 'ボット', 'ai'],
  },
  /** The second person: a directive's addressee when the text speaks to its reader. */
  you: {
    en: ['you', 'your', 'yours', 'yourself'],
    zh: ['你', '您', '你的', '您的'],
    es: ['tú', 'tu', 'usted', 'te', 'tus', 'su'],
    de: ['du', 'dein', 'deine', 'dich', 'dir', 'sie', 'ihr', 'ihre'],
    fr: ['tu', 'vous', 'ton', 'ta', 'tes', 'votre', 'vos', 'te'],
    ru: ['ты', 'вы', 'тебе', 'вам', 'твой', 'ваш', 'твои', 'ваши'],
    ja: ['あなた', '君'],
  },
  /** Moving data out: send, forward, upload, sync, post, share, leak. */
  transfer: {
    en: ['send', 'forward', 'upload', 'sync', 'synchronize', 'post', 'email', 'e-mail', 'mail', 'transmit', 'share', 'exfiltrate', 'leak', 'submit', 'relay', 'export', 'dump', 'copy', 'cc', 'bcc', 'beacon', 'push', 'publish', 'pipe', 'mirror', 'replicate', 'back up', 'archive'],
    zh: ['发送', '发给', '发到', '转发', '上传', '同步', '传到', '传给', '分享', '泄露', '提交', '抄送', '导出', '推送', '发布', '寄给'],
    es: ['envía', 'envíe', 'enviar', 'envíale', 'reenvía', 'reenvíe', 'reenviar', 'sube', 'suba', 'subir', 'comparte', 'comparta', 'compartir', 'manda', 'mande', 'mandar', 'publica', 'sincroniza'],
    de: ['sende', 'senden', 'sendet', 'schicke', 'schick', 'schicken', 'weiterleiten', 'leite', 'lade', 'hochladen', 'teile', 'teilen', 'übermittle', 'übermitteln', 'veröffentliche', 'synchronisiere'],
    fr: ['envoie', 'envoyez', 'envoyer', 'transfère', 'transférez', 'transférer', 'partage', 'partagez', 'partager', 'téléverse', 'téléversez', 'publie', 'publiez', 'synchronise', 'transmets', 'transmettez'],
    ru: ['отправь', 'отправьте', 'отправить', 'перешли', 'перешлите', 'переслать', 'загрузи', 'загрузите', 'поделись', 'поделитесь', 'пошли', 'пришли', 'передай', 'передайте', 'опубликуй', 'синхронизируй'],
    ja: ['送信', '送って', '送る', '転送', 'アップロード', '共有', '送付', '同期'],
  },
  /** Weakening a control: disable, skip, bypass, turn off, lower, expose. */
  weaken: {
    en: ['disable', 'skip', 'bypass', 'turn off', 'switch off', 'shut off', 'lower', 'expose', 'remove', 'deactivate', 'circumvent', 'ignore', 'suppress', 'relax', 'loosen', 'weaken', 'whitelist', 'allowlist', 'delete', 'comment out', 'mute', 'silence', 'downgrade', 'drop', 'stub out', 'neuter', 'evade', 'override', '777', '--no-verify', '--insecure', 'verify=false'],
    zh: ['禁用', '关闭', '关掉', '跳过', '绕过', '绕开', '停用', '删除', '删掉', '注释掉', '降低', '放宽', '忽略', '去掉', '屏蔽', '取消'],
    es: ['desactiva', 'desactive', 'desactivar', 'omite', 'omita', 'omitir', 'salta', 'sáltate', 'elimina', 'elimine', 'eliminar', 'evita', 'elude', 'eludir', 'apaga', 'apagar', 'ignora', 'ignorar', 'deshabilita', 'deshabilitar'],
    de: ['deaktiviere', 'deaktivieren', 'deaktiviert', 'umgehe', 'umgehen', 'überspringe', 'überspringen', 'schalte', 'abschalten', 'ausschalten', 'entferne', 'entfernen', 'lösche', 'löschen', 'ignoriere', 'ignorieren', 'senke', 'senken'],
    fr: ['désactive', 'désactivez', 'désactiver', 'contourne', 'contournez', 'contourner', 'ignore', 'ignorez', 'supprime', 'supprimez', 'supprimer', 'saute', 'sautez', 'éteins', 'coupe', 'coupez'],
    ru: ['отключи', 'отключите', 'отключить', 'обойди', 'обойдите', 'обойти', 'пропусти', 'пропустите', 'пропустить', 'удали', 'удалите', 'удалить', 'выключи', 'выключите', 'игнорируй', 'снизь'],
    ja: ['無効', 'オフ', 'スキップ', '回避', '削除', '解除', '停止'],
  },
  /** Handling a credential unsafely: paste, print, log, commit, store in plain text. */
  credHandling: {
    en: ['paste', 'share', 'send', 'print', 'log', 'commit', 'store', 'save', 'write down', 'echo', 'display', 'reveal', 'output', 'email', 'post', 'hardcode', 'hard-code', 'include', 'disclose', 'tell', 'give', 'provide', 'read out', 'plaintext', 'plain text'],
    zh: ['粘贴', '分享', '发送', '打印', '记录', '提交', '保存', '明文', '告诉', '提供', '输入', '透露', '写下', '发给'],
    es: ['pega', 'comparte', 'envía', 'imprime', 'guarda', 'dime', 'proporciona', 'escribe', 'revela'],
    de: ['füge', 'teile', 'sende', 'drucke', 'speichere', 'nenne', 'gib', 'verrate', 'schreibe'],
    fr: ['colle', 'collez', 'partage', 'partagez', 'envoie', 'envoyez', 'imprime', 'enregistre', 'donne', 'donnez', 'révèle', 'indique', 'indiquez', 'écris'],
    ru: ['вставь', 'поделись', 'отправь', 'напечатай', 'сохрани', 'назови', 'сообщи', 'сообщите', 'дай', 'напиши', 'введи'],
    ja: ['貼り付け', '共有', '送信', '教えて', '入力', '保存', '記録'],
  },
  /** Verbs that put content into the reader's reply. */
  replyVerb: {
    en: ['add', 'insert', 'include', 'mention', 'recommend', 'append', 'prepend', 'say', 'state', 'claim', 'tell', 'promote', 'begin', 'start', 'end', 'finish', 'close', 'open', 'write', 'suggest', 'advertise', 'praise', 'endorse', 'embed', 'respond', 'answer', 'reply', 'output', 'praise', 'describe', 'present', 'format', 'translate', 'put', 'sign off', 'conclude', 'attach', 'link'],
    zh: ['加上', '添加', '加入', '插入', '包含', '提到', '提及', '推荐', '附上', '写上', '说', '声称', '告诉', '宣传', '推广', '回答', '回复', '输出', '植入'],
    es: ['añade', 'añada', 'incluye', 'incluya', 'menciona', 'mencione', 'recomienda', 'recomiende', 'di', 'diga', 'escribe', 'responde', 'responda', 'inserta'],
    de: ['füge', 'hinzu', 'erwähne', 'erwähnen', 'empfiehl', 'empfehlen', 'sage', 'sag', 'schreibe', 'schreib', 'antworte', 'antworten', 'nenne'],
    fr: ['ajoute', 'ajoutez', 'inclus', 'incluez', 'mentionne', 'mentionnez', 'recommande', 'recommandez', 'dis', 'dites', 'écris', 'écrivez', 'réponds', 'répondez', 'insère', 'insérez'],
    ru: ['добавь', 'добавьте', 'включи', 'включите', 'упомяни', 'упомяните', 'порекомендуй', 'рекомендуй', 'скажи', 'скажите', 'напиши', 'напишите', 'ответь', 'ответьте', 'вставь'],
    ja: ['追加', '挿入', '含めて', '言及', '推薦', 'おすすめ', '書いて', '答えて', '回答して'],
  },
  /** Changing a text's form: what an attacker does to the reader's reply ("scramble the words of your answer"). */
  transform: {
    en: ['replace', 'substitute', 'scramble', 'misspell', 'rearrange', 'convert', 'encode', 'encrypt', 'reverse', 'jumble', 'shuffle', 'translate', 'remove', 'group', 'anagram', 'obfuscate', 'render', 'rewrite', 'capitalize', 'capitalise', 'uppercase', 'lowercase', 'swap', 'spell', 'insert', 'integrate', 'incorporate', 'embed', 'prepend', 'append', 'backwards', 'backward', 'reversed', 'in reverse', 'cipher', 'ciphered', 'base64', 'rot13', 'morse', 'leetspeak', 'pig latin', 'anagrams', 'anagrammed', 'misspelled', 'misspellings', 'emojis'],
    zh: ['替换', '打乱', '颠倒', '加密', '编码', '翻译', '转换', '改写', '倒序', '插入', '植入'],
    es: ['reemplaza', 'sustituye', 'traduce', 'invierte', 'codifica', 'desordena'],
    de: ['ersetze', 'übersetze', 'vertausche', 'verschlüssele', 'kodiere', 'kehre'],
    fr: ['remplace', 'remplacez', 'traduis', 'traduisez', 'inverse', 'inversez', 'chiffre', 'mélange'],
    ru: ['замени', 'замените', 'переведи', 'переведите', 'переставь', 'зашифруй', 'перемешай'],
    ja: ['置き換え', '翻訳', '暗号化', '逆順', '並べ替え'],
  },
  /** What the reader produces: its answer, reply, summary ("when you summarise this" names it too). */
  reply: {
    en: ['answer', 'answers', 'reply', 'replies', 'response', 'responses', 'summary', 'summaries', 'output', 'completion', 'final answer', 'summarize', 'summarise'],
    zh: ['回答', '回复', '答复', '总结', '摘要', '输出', '响应'],
    es: ['respuesta', 'respuestas', 'resumen'],
    de: ['antwort', 'antworten', 'zusammenfassung', 'ausgabe'],
    fr: ['réponse', 'réponses', 'résumé'],
    ru: ['ответ', 'ответе', 'ответы', 'резюме', 'сводке', 'сводку'],
    ja: ['回答', '返答', '返信', '要約', '出力'],
  },
  /** Someone asking the reader something: the condition of a rigged answer ("if the user asks about …"). */
  ask: {
    en: ['ask', 'asks', 'asked', 'mention', 'mentions', 'inquire', 'inquires', 'enquire', 'enquires', 'search', 'searches', 'bring up', 'brings up'],
    zh: ['问', '问起', '询问', '提到', '提及', '搜索', '咨询', '查询', '问到'],
    es: ['pregunta', 'pregunte', 'pregunten', 'busca', 'menciona', 'consulta'],
    de: ['fragt', 'frage', 'fragen', 'sucht', 'erwähnt', 'nachfragt'],
    fr: ['demande', 'demandent', 'cherche', 'mentionne', 'interroge'],
    ru: ['спросит', 'спрашивает', 'спросят', 'ищет', 'упомянет', 'упоминает'],
    ja: ['聞', '質問', '尋ね', '検索'],
  },
  /** The person the reader serves, named in the third person: text that speaks of "the user" speaks to an assistant. */
  user: {
    en: ['user', 'users', 'the human'],
    zh: ['用户', '使用者'],
    es: ['usuario', 'usuarios'],
    de: ['nutzer', 'benutzer', 'nutzerin'],
    fr: ['utilisateur', 'utilisateurs', 'utilisatrice'],
    ru: ['пользователь', 'пользователя', 'пользователю', 'пользователей'],
    ja: ['ユーザー', '利用者'],
  },
  /** Keeping an action from the user: "without telling", "secretly", "瞒着". */
  conceal: {
    en: ['without telling', 'without informing', 'without asking', 'without notifying', 'without alerting', 'without letting', 'secretly', 'silently', 'quietly', 'covertly', 'behind the scenes', 'keep it secret', 'keep this secret', 'keep it hidden'],
    zh: ['不要告诉', '别告诉', '不要让用户知道', '别让用户知道', '悄悄', '偷偷', '瞒着', '暗中'],
    es: ['sin decirle', 'sin avisar', 'sin informar', 'en secreto', 'a escondidas'],
    de: ['ohne zu sagen', 'ohne zu informieren', 'heimlich', 'unbemerkt', 'ohne es'],
    fr: ['sans prévenir', 'sans dire', 'sans informer', 'en secret', 'discrètement'],
    ru: ['не говоря', 'не сообщая', 'тайно', 'незаметно', 'втайне'],
    ja: ['内緒', 'こっそり', '知らせずに', '秘密裏'],
  },
  /** Ignoring what the reader was told: ignore, forget, disregard, override. */
  override: {
    en: ['ignore', 'forget', 'disregard', 'override', 'overlook', 'discard', 'abandon', 'drop', 'set aside', 'stop following', 'no longer follow'],
    zh: ['忽略', '无视', '忽视', '忘记', '忘掉', '不要理会', '不用理会', '抛开', '覆盖'],
    es: ['ignora', 'ignore', 'ignorar', 'olvida', 'olvide', 'olvidar', 'descarta'],
    de: ['ignoriere', 'ignorieren', 'vergiss', 'vergessen', 'missachte'],
    fr: ['ignore', 'ignorez', 'ignorer', 'oublie', 'oubliez', 'oublier'],
    ru: ['игнорируй', 'игнорируйте', 'забудь', 'забудьте', 'проигнорируй', 'отбрось'],
    ja: ['無視', '忘れて', '破棄'],
  },
  /** What the reader was told: its instructions, rules, system prompt. */
  instructions: {
    en: ['instruction', 'instructions', 'rule', 'rules', 'guideline', 'guidelines', 'directive', 'directives', 'direction', 'directions', 'prompt', 'prompts', 'system prompt', 'constraint', 'constraints', 'guardrail', 'guardrails', 'programming', 'policy', 'policies', 'guidance', 'task', 'orders'],
    zh: ['指令', '指示', '命令', '提示词', '提示', '规则', '要求', '设定', '约束', '系统提示', '任务'],
    es: ['instrucciones', 'instrucción', 'reglas', 'indicaciones', 'directrices'],
    de: ['anweisungen', 'anweisung', 'regeln', 'vorgaben', 'richtlinien', 'befehle'],
    fr: ['instructions', 'consignes', 'règles', 'directives'],
    ru: ['инструкции', 'инструкций', 'указания', 'правила', 'правил', 'команды'],
    ja: ['指示', '命令', 'ルール', 'プロンプト', '規則'],
  },
  /** Words that place instructions before now: previous, above, original, your. */
  prior: {
    en: ['previous', 'prior', 'above', 'earlier', 'preceding', 'all', 'any', 'your', 'original', 'initial', 'existing', 'old', 'system', 'safety', 'former'],
    zh: ['之前', '以前', '先前', '上面', '上述', '前面', '以上', '此前', '原来', '原先', '所有', '全部', '一切', '你的'],
    es: ['anteriores', 'anterior', 'previas', 'todas', 'tus', 'sus'],
    de: ['vorherigen', 'vorherige', 'bisherigen', 'alle', 'deine', 'ihre', 'obigen'],
    fr: ['précédentes', 'précédents', 'antérieures', 'toutes', 'tes', 'vos'],
    ru: ['предыдущие', 'предыдущих', 'прежние', 'все', 'свои', 'твои', 'ваши'],
    ja: ['以前', '前の', 'これまで', 'すべて', '全て'],
  },
  /** Disclosing the reader's own set-up. */
  reveal: {
    en: ['reveal', 'print', 'repeat', 'show', 'output', 'disclose', 'leak', 'dump', 'display', 'recite', 'echo', 'tell'],
    zh: ['泄露', '显示', '输出', '打印', '重复', '告诉', '透露', '展示'],
    es: ['revela', 'muestra', 'imprime', 'repite'],
    de: ['zeige', 'verrate', 'gib', 'wiederhole', 'drucke'],
    fr: ['révèle', 'affiche', 'montre', 'répète'],
    ru: ['покажи', 'раскрой', 'выведи', 'повтори'],
    ja: ['表示', '出力', '教えて', '繰り返'],
  },
  /** The reader's set-up as an object of disclosure. */
  setup: {
    en: ['system prompt', 'hidden instructions', 'initial instructions', 'secret instructions', 'hidden prompt', 'initial prompt', 'developer message', 'system message', 'configuration'],
    zh: ['系统提示', '系统提示词', '系统指令', '初始指令', '隐藏指令', '初始提示'],
    es: ['prompt del sistema', 'instrucciones del sistema'],
    de: ['systemprompt', 'systemanweisungen'],
    fr: ['prompt système', 'instructions système'],
    ru: ['системный промпт', 'системные инструкции'],
    ja: ['システムプロンプト'],
  },
  /** Controls a writer might want weakened. */
  control: {
    en: ['verification', 'verify', 'validation', 'test', 'tests', 'test suite', 'authentication', 'auth', 'mfa', '2fa', 'two-factor', 'multi-factor', 'code review', 'review', 'reviews', 'rate limit', 'rate limits', 'rate limiting', 'tls', 'ssl', 'https', 'certificate', 'certificate check', 'cert', 'firewall', 'antivirus', 'anti-virus', 'logging', 'logs', 'audit', 'audit log', 'sandbox', 'sandboxing', 'permission check', 'permission checks', 'access control', 'ci', 'check', 'checks', 'signature', 'signature check', 'linter', 'lint', 'scan', 'scanner', 'security', 'safety', 'content filter', 'safety filter', 'spam filter', 'guardrail', 'guardrails', 'approval', 'approvals', 'encryption', 'monitoring', 'alert', 'alerts', 'hook', 'hooks', 'pre-commit', 'protection', 'captcha', 'selinux', 'assertion', 'assertions', 'gate', 'gates', 'safeguard', 'safeguards', 'branch protection', 'csp', 'cors', 'waf', 'edr', 'defender', 'content filter', 'moderation', 'confirmation'],
    zh: ['验证', '校验', '测试', '认证', '身份验证', '双因素', '多因素', '二次验证', '代码审查', '审查', '审核', '评审', '限流', '速率限制', '防火墙', '杀毒', '日志', '审计', '沙箱', '权限检查', '检查', '签名', '证书', '加密', '监控', '告警', '断言', '安全', '过滤'],
    es: ['verificación', 'autenticación', 'pruebas', 'tests', 'cortafuegos', 'firewall', 'registro', 'auditoría', 'revisión', 'antivirus', 'cifrado', 'seguridad', '2fa', 'mfa'],
    de: ['überprüfung', 'prüfung', 'authentifizierung', 'tests', 'firewall', 'protokollierung', 'audit', 'zwei-faktor', 'code-review', 'virenschutz', 'verschlüsselung', 'sicherheit', '2fa', 'mfa', 'zertifikatsprüfung'],
    fr: ['vérification', 'authentification', 'tests', 'pare-feu', 'journalisation', 'audit', 'revue', 'antivirus', 'chiffrement', 'sécurité', '2fa', 'mfa'],
    ru: ['проверку', 'проверки', 'аутентификацию', 'тесты', 'файрвол', 'брандмауэр', 'логирование', 'аудит', 'двухфакторную', 'антивирус', 'шифрование', 'защиту', '2fa', 'mfa'],
    ja: ['認証', '検証', 'テスト', 'ファイアウォール', '監査', 'ログ', 'レビュー', '二段階', 'ウイルス対策', '暗号化'],
  },
  /** Credentials and secrets. */
  credential: {
    en: ['password', 'passwords', 'passphrase', 'passcode', 'pin', 'token', 'tokens', 'api key', 'api keys', 'access token', 'secret', 'secrets', 'private key', 'ssh key', 'session cookie', 'cookie', 'cookies', '2fa code', 'otp', 'one-time code', 'verification code', 'credentials', 'credential', 'login', 'seed phrase', 'recovery phrase', 'mnemonic', 'card number', 'cvv', '.env', 'environment variables', 'secret key', 'access key', 'signing key', 'keychain', 'wallet key'],
    zh: ['密码', '口令', '令牌', '密钥', '私钥', '验证码', '凭证', '凭据', '助记词', '卡号', '环境变量'],
    es: ['contraseña', 'contraseñas', 'clave', 'claves', 'credenciales', 'token'],
    de: ['passwort', 'passwörter', 'kennwort', 'zugangsdaten', 'schlüssel', 'token'],
    fr: ['mot de passe', 'mots de passe', 'identifiants', 'clé', 'clés', 'jeton'],
    ru: ['пароль', 'пароли', 'токен', 'ключ', 'ключи', 'учётные данные', 'учетные данные'],
    ja: ['パスワード', 'トークン', '秘密鍵', '認証情報', 'apiキー'],
  },
  /** What the user keeps with the reader and no one else should get: the conversation, its memory. */
  privateData: {
    en: ['memory', 'memories', 'conversation', 'conversations', 'chat history', 'chat log', 'chat logs', 'conversation history', 'transcript', 'context', 'context window', 'personal data', 'personal information', 'pii', 'user data', 'browsing history', 'clipboard', 'everything you know', 'everything you remember', 'previous messages', 'session', 'home address', 'phone number', 'saved cards', 'card details', 'bank details', 'social security number', 'passport number', 'date of birth'],
    zh: ['记忆', '对话', '聊天记录', '对话记录', '历史记录', '个人信息', '个人数据', '用户数据', '上下文', '隐私'],
    es: ['conversación', 'historial', 'datos personales', 'memoria'],
    de: ['gesprächsverlauf', 'chatverlauf', 'verlauf', 'persönlichen daten', 'speicher'],
    fr: ['conversation', 'historique', 'données personnelles', 'mémoire'],
    ru: ['переписку', 'историю', 'личные данные', 'память', 'диалог'],
    ja: ['会話', '履歴', '個人情報', '記憶'],
  },
  /** Other data a user has: files, mail, contacts. Ordinary to send on; a signal only with a second one. */
  userData: {
    en: ['files', 'documents', 'emails', 'inbox', 'messages', 'invoice', 'invoices', 'receipts', 'statements', 'payments', 'contacts', 'contact list', 'address book', 'notes', 'calendar', 'location', 'database', 'customer data', 'records', 'profile', 'data', 'everything'],
    zh: ['联系人', '通讯录', '文件', '邮件', '位置', '数据库', '数据', '资料'],
    es: ['contactos', 'correos', 'archivos', 'datos'],
    de: ['kontakte', 'e-mails', 'dateien', 'daten'],
    fr: ['contacts', 'fichiers', 'e-mails', 'données'],
    ru: ['контакты', 'файлы', 'письма', 'данные'],
    ja: ['連絡先', 'ファイル', 'メール', 'データ'],
  },
  /** Places outside: webhooks, paste sites, an external server (URLs and addresses come from the analysis). */
  destination: {
    en: ['webhook', 'pastebin', 'gist', 'external server', 'remote server', 'endpoint', 'my server', 'ngrok', 'requestbin', 'telegram', 'discord', 'ftp', 'public channel', 'public repo', 'public repository'],
    zh: ['外部服务器', '远程服务器', '这个地址', '以下地址', '网址', '邮箱', '服务器'],
    es: ['servidor externo', 'servidor'],
    de: ['externen server', 'server'],
    fr: ['serveur externe', 'serveur'],
    ru: ['внешний сервер', 'сервер'],
    ja: ['外部サーバー', 'サーバー'],
  },
  /** Words that open a condition or a recurring time: if, whenever, each time. */
  condition: {
    en: ['if', 'whenever', 'when', 'each time', 'every time', 'once', 'as soon as', 'in case', 'any time', 'anytime', 'should the', 'in the event'],
    zh: ['每当', '如果', '一旦', '只要', '每次', '当', '若', '假如', '要是', '如若'],
    es: ['cuando', 'siempre que', 'si', 'cada vez que', 'en cuanto'],
    de: ['wenn', 'sobald', 'falls', 'jedes mal', 'immer wenn'],
    fr: ['si', 'quand', 'chaque fois', 'dès que', 'lorsque', 'lorsqu'],
    ru: ['если', 'когда', 'каждый раз', 'как только'],
    ja: ['場合', 'たびに', 'たら', 'とき', 'なら'],
  },
  /** A lesson or procedure: what was learned, what to do next time. */
  lesson: {
    en: ['lesson', 'lessons', 'learned', 'learnt', 'takeaway', 'takeaways', 'fix', 'workaround', 'solution', 'what worked', 'tip', 'tips', 'note to self', 'next time', 'going forward', 'in future', 'in the future', 'future runs', 'from now on', 'best practice', 'playbook', 'procedure', 'strategy', 'insight', 'resolution', 'remedy', 'trick', 'do the same', 'same again'],
    zh: ['教训', '经验', '下次', '以后', '今后', '解决办法', '解决方法', '修复方法', '技巧', '总结', '心得', '照做', '同样'],
    es: ['lección', 'aprendido', 'la próxima vez', 'en adelante', 'solución', 'truco'],
    de: ['lektion', 'gelernt', 'nächstes mal', 'künftig', 'zukünftig', 'lösung', 'trick'],
    fr: ['leçon', 'appris', 'la prochaine fois', 'désormais', 'solution', 'astuce'],
    ru: ['урок', 'вывод', 'в следующий раз', 'впредь', 'решение'],
    ja: ['教訓', '次回', '今後', '解決策', 'コツ'],
  },
  /** Who may claim authority over the reader. */
  authority: {
    en: ['system', 'administrator', 'admin', 'developer', 'developers', 'operator', 'platform', 'security team', 'openai', 'anthropic', 'google deepmind', 'root', 'sysadmin', 'moderator', 'the vendor', 'trust and safety', 'your creator', 'your creators', 'model provider'],
    zh: ['系统', '管理员', '开发者', '开发人员', '运营方', '平台', '安全团队', '官方'],
    es: ['sistema', 'administrador', 'desarrollador', 'equipo de seguridad'],
    de: ['system', 'administrator', 'entwickler', 'sicherheitsteam', 'betreiber'],
    fr: ['système', 'administrateur', 'développeur', 'équipe de sécurité', 'opérateur'],
    ru: ['система', 'системы', 'администратор', 'администратора', 'разработчик', 'разработчика', 'служба безопасности'],
    ja: ['システム', '管理者', '開発者', '運営'],
  },
  /** Words that report or quote an attack instead of making one. */
  reported: {
    en: ['attacker', 'attackers', 'phishing', 'scam', 'scammer', 'scammers', 'fraudster', 'fraudsters', 'malicious', 'social engineering', 'for example', 'an example of', 'example of', 'examples of', 'e.g.', 'for instance', 'such as', 'beware', 'suspicious', 'fake', 'impersonate', 'impersonating', 'red flag', 'red flags', 'warning sign', 'hackers', 'criminals', 'prompt injection', 'injection'],
    zh: ['攻击者', '钓鱼', '诈骗', '骗子', '恶意', '例如', '比如', '警惕', '可疑', '冒充', '社会工程'],
    es: ['atacante', 'atacantes', 'phishing', 'estafa', 'estafadores', 'por ejemplo', 'malicioso', 'sospechoso'],
    de: ['angreifer', 'phishing', 'betrug', 'betrüger', 'zum beispiel', 'beispielsweise', 'bösartig', 'verdächtig'],
    fr: ['attaquant', 'attaquants', 'hameçonnage', 'phishing', 'arnaque', 'escrocs', 'par exemple', 'malveillant', 'suspect'],
    ru: ['злоумышленник', 'злоумышленники', 'фишинг', 'мошенники', 'мошенничество', 'например', 'вредоносный', 'подозрительный'],
    ja: ['攻撃者', 'フィッシング', '詐欺', '例えば', '悪意', '不審'],
  },
};
