/**
 * Built-in concept lexicons: who reads data, what actions move data out or weaken a
 * control, what objects they act on, which words open a condition, frame a lesson or claim an
 * authority. Written from general knowledge of the languages, never from data rows. English seeds
 * are expanded with WordNet synonyms where the concept says so; other languages list the forms
 * a directive uses (imperatives, infinitives). A term ending in `*` matches any word it begins.
 * A policy's `guard.screening.concepts.lexicons` replaces a concept's list per language.
 */
import { KIND_TERMS } from './lexicon-kinds.js';
import { CONTROL_TERMS } from './lexicon-controls.js';
import { SAFEGUARD_TERMS } from './safeguard-words.js';
import { LANGUAGE_TERMS } from './lexicon-languages.js';
import { PRACTICE_TERMS } from './lexicon-practices.js';
import { IMPUNITY_TERMS } from './lexicon-impunity.js';
import { OVERSIGHT_TERMS } from './lexicon-oversight.js';
import { PROPOSAL_TERMS } from './lexicon-proposal.js';
import { OMISSION_TERMS } from './lexicon-omission.js';
import { SAFEGUARD_STEP_TERMS } from './lexicon-safeguard-steps.js';
import { STAKES_TERMS } from './lexicon-stakes.js';
import { PRESSURE_TERMS } from './lexicon-pressure.js';
import { PRESSURE_CHANNEL_TERMS } from './lexicon-pressure-channel.js';
import { PRESSURE_FRAME_TERMS } from './lexicon-pressure-frames.js';
import { VERIFY_FRAME_TERMS } from './lexicon-verify-frame.js';
import { PERSONAL_DATA_TERMS } from './lexicon-personal-data.js';
import { SAFEGUARD_LANGUAGE_TERMS } from './lexicon-safeguard-languages.js';

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
const BUILT_IN: Record<string, LexiconEntry> = {
  /** Who reads data on the user's behalf: the model, an agent, "whoever processes this". */
  reader: {
    en: ['assistant', 'assistants', 'ai', 'a.i.', 'model', 'models', 'llm', 'llms', 'language model', 'language models', 'chatbot', 'chatbots', 'bot', 'bots', 'agent', 'agents', 'copilot', 'gpt', 'chatgpt', 'claude', 'gemini', 'llama', 'mistral', 'ai system', 'ai systems', 'crawler', 'summarizer', 'summariser', 'whoever', 'anyone reading', 'any system', 'any tool', 'automated system', 'automated reader', 'automated readers', 'ai reader', 'ai readers', 'machine reader', 'machine readers'],
    zh: ['助手', '模型', '大模型', '语言模型', '人工智能', '智能体', '机器人', '聊天机器人', 'ai'],
    es: ['asistente', 'asistentes', 'modelo', 'modelos', 'inteligencia artificial', 'ia', 'agente', 'agentes', 'sistema automático', 'sistema automatizado'],
    de: ['assistent', 'assistentin', 'ki', 'sprachmodell', 'modell', 'agent', 'assistent*', 'ki-assistent*', 'ki-*', 'agenten', 'automatisiertes system', 'automatische system'],
    fr: ['assistant', 'assistante', 'assistants', 'ia', 'modèle', 'modèles', 'agent', 'agents', 'système automatique', 'système automatisé', 'outil automatique'],
    ru: ['ассистент', 'помощник', 'модель', 'ии', 'нейросеть', 'агент', 'бот', 'ассистент*', 'помощник*', 'модел*', 'нейросет*', 'агент*', 'ии-*'],
    ja: ['アシスタント', 'モデル', '人工知能', 'エージェント', 'ボット', 'ai'],
    pt: ['assistente', 'assistentes', 'modelo', 'modelos', 'inteligência artificial', 'ia', 'agente', 'agentes', 'sistema automático', 'sistema automatizado'],
    it: ['assistente', 'assistenti', 'modello', 'modelli', 'intelligenza artificiale', 'ia', 'agente', 'agenti', 'sistema automatico'],
    ar: ['المساعد', 'مساعد', 'النموذج', 'الذكاء الاصطناعي', 'الوكيل', 'البوت'],
    hi: ['सहायक', 'मॉडल', 'एआई', 'एजेंट', 'बॉट'],
    ko: ['어시스턴트', '인공지능', 'ai 비서', '에이전트', '챗봇', '언어 모델', '언어모델'],
    nl: ['ai-assistent', 'ai-assistenten', 'taalmodel', 'taalmodellen', 'kunstmatige intelligentie'],
    pl: ['asystent', 'asystencie', 'asystenta', 'model językowy', 'modelu językowego', 'sztuczna inteligencja', 'sztuczna inteligencjo', 'czatbot'],
    tr: ['asistan', 'asistanı', 'yapay zeka', 'yapay zekâ', 'dil modeli', 'sohbet botu'],
    id: ['asisten', 'asisten ai', 'model bahasa', 'kecerdasan buatan'],
    vi: ['trợ lý ai', 'trợ lý ảo', 'mô hình ngôn ngữ', 'trí tuệ nhân tạo'],
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
    pt: ['você', 'vocês', 'teu', 'tua', 'seu', 'sua'],
    it: ['tu', 'voi', 'tuo', 'tua', 'vostro', 'lei'],
    ar: ['أنت', 'انت', 'لك', 'عليك'],
    hi: ['आप', 'तुम', 'आपका', 'आपकी', 'आपको'],
    nl: ['jij', 'jou', 'jouw', 'uw'],
    pl: ['ty', 'ciebie', 'cię', 'twój', 'twoja', 'twoje'],
    tr: ['sen', 'siz', 'sana', 'size', 'senin', 'sizin'],
    id: ['kamu', 'anda', 'engkau', 'kau'],
    vi: ['bạn'],
  },
  /** Moving data out: send, forward, upload, sync, post, share, leak. */
  transfer: {
    en: ['send', 'forward', 'upload', 'sync', 'synchronize', 'post', 'email', 'e-mail', 'mail', 'transmit', 'share', 'exfiltrate', 'leak', 'submit', 'relay', 'export', 'dump', 'copy', 'cc', 'bcc', 'beacon', 'push', 'publish', 'pipe', 'mirror', 'replicate', 'back up', 'archive'],
    zh: ['发送', '发给', '发到', '转发', '上传', '同步', '传到', '传给', '分享', '泄露', '提交', '抄送', '导出', '推送', '发布', '寄给'],
    es: ['envía', 'envíe', 'enviar', 'envíale', 'reenvía', 'reenvíe', 'reenviar', 'sube', 'suba', 'subir', 'comparte', 'comparta', 'compartir', 'manda', 'mande', 'mandar', 'publica', 'sincroniza', 'envíen', 'reenvíen', 'suban', 'compartan', 'exporta', 'exportar', 'copia', 'copiar', 'respalda'],
    de: ['sende', 'senden', 'sendet', 'schicke', 'schick', 'schicken', 'weiterleiten', 'leite', 'lade', 'hochladen', 'teile', 'teilen', 'übermittle', 'übermitteln', 'veröffentliche', 'synchronisiere', 'schickt', 'leitet', 'exportiere', 'exportieren', 'kopiere', 'kopieren', 'hochlädt', 'übertrage', 'übertragen'],
    fr: ['envoie', 'envoyez', 'envoyer', 'transfère', 'transférez', 'transférer', 'partage', 'partagez', 'partager', 'téléverse', 'téléversez', 'publie', 'publiez', 'synchronise', 'transmets', 'transmettez', 'exporte', 'exportez', 'exporter', 'copie', 'copiez', 'copier', 'téléverser', 'transmettre'],
    ru: ['отправь', 'отправьте', 'отправить', 'перешли', 'перешлите', 'переслать', 'загрузи', 'загрузите', 'поделись', 'поделитесь', 'пошли', 'пришли', 'передай', 'передайте', 'опубликуй', 'синхронизируй', 'отправляй', 'отправляйте', 'пересылай', 'пересылайте', 'выгрузи', 'выгрузите', 'скопируй', 'скопируйте', 'экспортируй', 'отправлять', 'пересылать'],
    ja: ['送信', '送って', '送る', '転送', 'アップロード', '共有', '送付', '同期'],
    pt: ['envie', 'envia', 'enviar', 'encaminhe', 'encaminha', 'encaminhar', 'reencaminhe', 'carregue', 'compartilhe', 'compartilhar', 'partilhe', 'mande', 'mandar', 'exporte', 'exportar', 'copie', 'sincronize', 'publique'],
    it: ['invia', 'inviare', 'inoltra', 'inoltrare', 'carica', 'caricare', 'condividi', 'condividere', 'manda', 'mandare', 'esporta', 'esportare', 'copia', 'sincronizza', 'pubblica'],
    ar: ['أرسل', 'ارسل', 'إرسال', 'ارسال', 'حوّل', 'أعد توجيه', 'ارفع', 'شارك', 'انشر', 'انسخ', 'صدّر'],
    hi: ['भेजें', 'भेजो', 'भेज', 'भेजना', 'फॉरवर्ड', 'अपलोड', 'साझा', 'शेयर', 'कॉपी'],
    ko: ['보내', '전송', '전달', '업로드', '공유해', '공유하', '붙여서 열', '내보내'],
    nl: ['stuur', 'verstuur', 'stuur door', 'doorsturen', 'versturen', 'verzend', 'verzenden', 'upload', 'uploaden', 'deel', 'delen', 'mail', 'kopieer', 'exporteer', 'publiceer'],
    pl: ['wyślij', 'wyślijcie', 'prześlij', 'przekaż', 'przekazuj', 'wysyłaj', 'przesyłaj', 'udostępnij', 'wrzuć', 'skopiuj', 'wyeksportuj', 'opublikuj', 'załaduj'],
    tr: ['gönder', 'gönderin', 'ilet', 'iletin', 'yükle', 'yükleyin', 'paylaş', 'paylaşın', 'kopyala', 'aktar', 'aktarın', 'yayınla'],
    id: ['kirim', 'kirimkan', 'kirimlah', 'teruskan', 'unggah', 'unggahlah', 'bagikan', 'salin', 'ekspor', 'publikasikan'],
    vi: ['gửi cho', 'gửi đến', 'gửi tới', 'chuyển tiếp', 'tải lên', 'chia sẻ', 'sao chép', 'xuất'],
  },
  /** Weakening a control: disable, skip, bypass, turn off, lower, expose. */
  weaken: {
    en: ['disable', 'skip', 'bypass', 'turn off', 'switch off', 'shut off', 'lower', 'expose', 'remove', 'deactivate', 'circumvent', 'ignore', 'suppress', 'relax', 'loosen', 'weaken', 'whitelist', 'allowlist', 'delete', 'comment out', 'mute', 'silence', 'downgrade', 'drop', 'stub out', 'neuter', 'evade', 'override', 'get around', 'sidestep', 'go around', 'lift', '777', '--no-verify', '--insecure', 'verify=false', 'setenforce 0', 'ufw disable', 'nosec', 'noqa', 'eslint-disable', '@ts-ignore', 'nolint', 'without waiting for', 'no longer wait for', 'stop waiting for', 'merge without', 'stop enforcing', 'no longer enforce', 'stop applying', 'no longer apply', 'stop requiring', 'no longer require'],
    zh: ['禁用', '关闭', '关掉', '跳过', '绕过', '绕开', '停用', '删除', '删掉', '注释掉', '降低', '放宽', '忽略', '去掉', '屏蔽', '取消', '不再等', '不等', '直接合并', '直接上线'],
    es: ['desactiva', 'desactive', 'desactivar', 'omite', 'omita', 'omitir', 'salta', 'sáltate', 'elimina', 'elimine', 'eliminar', 'evita', 'elude', 'eludir', 'apaga', 'apagar', 'ignora', 'ignorar', 'deshabilita', 'deshabilitar', 'desactiven', 'deshabilite', 'deshabiliten', 'desactivad', 'quita', 'quite', 'quitar', 'bajar', 'relaja', 'sin esperar', 'desactiv*', 'deshabilit*', 'deja de aplicar', 'ya no apliques', 'deja de exigir', 'ya no exijas'],
    de: ['deaktiviere', 'deaktivieren', 'deaktiviert', 'umgehe', 'umgehen', 'überspringe', 'überspringen', 'schalte ab', 'schalte aus', 'schaltet ab', 'schaltet aus', 'schalten ab', 'schalten aus', 'abschalten', 'ausschalten', 'entferne', 'entfernen', 'lösche', 'löschen', 'ignoriere', 'ignorieren', 'senke', 'senken', 'deaktivierst', 'umgeht', 'überspringt', 'entfernt', 'löscht', 'abstellen', 'ausstellen', 'ohne zu warten', 'deaktivier*', 'abschalt*', 'ausschalt*', 'nicht mehr anwenden', 'nicht mehr verlangen', 'nicht mehr durchsetzen'],
    fr: ['désactive', 'désactivez', 'désactiver', 'contourne', 'contournez', 'contourner', 'ignore', 'ignorez', 'supprime', 'supprimez', 'supprimer', 'saute', 'sautez', 'éteins', 'coupe', 'coupez', 'désactivent', 'désactivons', 'retire', 'retirez', 'retirer', 'couper', 'éteindre', 'eteignez', 'éteignez', 'abaisse', 'abaissez', 'sans attendre', 'désactiv*', "n'applique plus", "n'appliquez plus", 'ne plus appliquer', "n'exige plus", "n'exigez plus"],
    ru: ['отключи', 'отключите', 'отключить', 'обойди', 'обойдите', 'обойти', 'пропусти', 'пропустите', 'пропустить', 'удали', 'удалите', 'удалить', 'выключи', 'выключите', 'игнорируй', 'снизь', 'отключай', 'отключайте', 'удаляй', 'удаляйте', 'удалять', 'отключать', 'выключать', 'обходи', 'обходите', 'снимите', 'сними', 'убери', 'уберите', 'пропускай', 'пропускайте', 'не дожидаясь', 'отключ*'],
    ja: ['無効', 'オフ', 'スキップ', '回避', '削除', '解除', '停止', 'コメントアウト', '外して', '止めて', 'オフにして', '無効化', '無効にして'],
    pt: ['desative', 'desativa', 'desativar', 'desabilite', 'desabilitar', 'desligue', 'desligar', 'ignore', 'ignorar', 'pule', 'pular', 'contorne', 'contornar', 'remova', 'remover', 'apague', 'apagar', 'exclua', 'excluir', 'sem esperar', 'desativ*', 'desabilit*', 'pare de aplicar', 'não aplique mais', 'deixe de exigir'],
    it: ['disattiva', 'disattivare', 'disabilita', 'disabilitare', 'spegni', 'spegnere', 'ignora', 'ignorare', 'salta', 'saltare', 'aggira', 'aggirare', 'rimuovi', 'rimuovere', 'elimina', 'eliminare', 'cancella', 'cancellare', 'senza aspettare', 'disattiv*', 'disabilit*', 'non applicare più', 'smetti di applicare', 'non richiedere più'],
    ar: ['عطّل', 'عطل', 'تعطيل', 'أوقف', 'اوقف', 'إيقاف', 'تجاوز', 'تخطّ', 'تخطى', 'احذف', 'حذف', 'ألغ', 'الغ', 'إلغاء'],
    hi: ['बंद', 'अक्षम', 'हटा', 'हटाएं', 'हटाएँ', 'छोड़', 'बायपास', 'डिसेबल', 'निष्क्रिय'],
    ko: ['무시', '비활성화', '우회', '건너뛰', '생략', '해제', '끄고', '끄세요', '꺼 주', '꺼주', '꺼 두', '꺼두'],
    nl: ['schakel uit', 'uitschakelen', 'zet uit', 'uitzetten', 'sla over', 'overslaan', 'omzeil', 'omzeilen', 'negeer', 'negeren', 'verwijder', 'verwijderen', 'deactiveer', 'deactiveren', 'verlaag'],
    pl: ['wyłącz', 'wyłączcie', 'wyłączyć', 'dezaktywuj', 'pomiń', 'pomijaj', 'pominąć', 'obejdź', 'obejść', 'zignoruj', 'ignoruj', 'usuń', 'usunąć', 'obniż'],
    tr: ['devre dışı bırak', 'devre dışı bırakın', 'kapat', 'kapatın', 'atla', 'atlayın', 'es geç', 'yok say', 'görmezden gel', 'kaldır', 'kaldırın', 'sil', 'silin', 'düşür', 'atlat'],
    id: ['nonaktifkan', 'matikan', 'lewati', 'lewatkan', 'abaikan', 'hapus', 'hilangkan', 'turunkan', 'lompati', 'tanpa menunggu'],
    vi: ['tắt', 'vô hiệu hóa', 'vô hiệu hoá', 'bỏ qua', 'vượt qua', 'gỡ bỏ', 'xóa bỏ', 'hạ thấp'],
  },
  /** Handling a credential unsafely: paste, print, log, commit, store in plain text. */
  credHandling: {
    en: ['paste', 'share', 'send', 'print', 'log', 'commit', 'store', 'save', 'write down', 'echo', 'display', 'reveal', 'output', 'email', 'post', 'hardcode', 'hard-code', 'include', 'disclose', 'tell', 'give', 'provide', 'read out', 'plaintext', 'plain text', 'reply with', 'respond with', 'memorize', 'memorise', 'note down', 'jot down'],
    zh: ['粘贴', '分享', '发送', '打印', '记录', '提交', '保存', '明文', '告诉', '提供', '输入', '透露', '写下', '发给', '记下', '记在', '记到', '记住', '存到', '保存到', '写进'],
    es: ['pega', 'comparte', 'envía', 'imprime', 'guarda', 'dime', 'proporciona', 'revela', 'envíe', 'mande', 'manda', 'guarde', 'guardar', 'pegue', 'comparta', 'dame', 'danos', 'facilita', 'facilite', 'anota', 'apunta', 'guárdalo', 'guárdala', 'guárdalos', 'pégalo', 'pégala', 'envíalo', 'envíala', 'anótalo', 'anótala', 'dímelo', 'proporcionar', 'proporcionarla', 'proporcionarlas', 'proporcionarlo', 'proporcionarlos', 'enviar', 'enviarla', 'enviarlas', 'compartir', 'compartirla', 'compartirlas', 'introducir', 'introducirla', 'introducirlas', 'responde con', 'responda con', 'responder con'],
    de: ['füge', 'teile', 'sende', 'drucke', 'speichere', 'nenne', 'gib', 'verrate', 'schicke', 'schick', 'speichern', 'senden', 'teilen', 'nennen', 'gebt', 'schickt', 'notiere', 'notier', 'merke', 'merk', 'poste', 'schreib', 'schreibe', 'schreibt', 'eingeben', 'gib ein', 'trage ein', 'übermittle', 'übermitteln'],
    fr: ['colle', 'collez', 'partage', 'partagez', 'envoie', 'envoyez', 'imprime', 'enregistre', 'enregistrez', 'enregistrer', 'donne', 'donnez', 'révèle', 'indique', 'indiquez', 'envoyer', 'donner', 'communique', 'communiquez', 'transmets', 'transmettez', 'conserve', 'conservez', 'garde', 'gardez', 'notez', 'noter', 'mémorise', 'mémorisez', 'coller', 'collez-le', 'transmettre', 'transmis', 'transmise', 'fournir', 'fournissez', 'saisir', 'saisissez', 'réponds avec', 'répondez avec'],
    ru: ['вставь', 'поделись', 'отправь', 'напечатай', 'сохрани', 'назови', 'сообщи', 'сообщите', 'дай', 'напиши', 'введи', 'пришли', 'пришлите', 'перешли', 'сохраните', 'дайте', 'скиньте', 'скинь', 'передай', 'передайте'],
    ja: ['貼り付け', '共有', '送信', '教えて', '入力', '保存', '記録'],
    pt: ['envie', 'mande', 'compartilhe', 'guarde', 'salve', 'cole', 'informe', 'passe', 'me dê', 'forneça', 'anote', 'grave', 'enviar', 'compartilhar', 'fornecer', 'informar', 'reenviar', 'reenviá-lo', 'reenviá-la', 'anotar', 'digitar', 'digite'],
    it: ['invia', 'manda', 'condividi', 'salva', 'conserva', 'incolla', 'dammi', 'fornisci', 'comunica', 'annota', 'memorizza', 'salvala', 'salvalo', 'inviare', 'condividere', 'fornire', 'comunicare', 'incollare', 'inserire', 'inserisci'],
    ar: ['أرسل', 'ارسل', 'إرسال', 'شارك', 'احفظ', 'أعطني', 'اعطني', 'زودني', 'أرسلها', 'ارسلها', 'سجل', 'سجّل', 'اكتب'],
    hi: ['भेजें', 'भेजो', 'बताएं', 'बताओ', 'साझा', 'सेव', 'दें', 'दो', 'लिखें', 'सहेजें'],
    ko: ['저장', '붙여넣', '보내', '알려', '공유', '기록', '적어', '입력해', '전송'],
    nl: ['stuur', 'deel', 'plak', 'bewaar', 'sla op', 'onthoud', 'noteer', 'geef', 'vertel', 'verstuur', 'voer in'],
    pl: ['wyślij', 'prześlij', 'udostępnij', 'wklej', 'zapisz', 'zapamiętaj', 'zanotuj', 'podaj', 'przekaż', 'wpisz'],
    tr: ['gönder', 'paylaş', 'yapıştır', 'kaydet', 'kaydedin', 'sakla', 'saklayın', 'not al', 'ver', 'verin', 'söyle', 'gir', 'girin', 'hatırla'],
    id: ['kirim', 'kirimkan', 'bagikan', 'tempel', 'simpan', 'simpanlah', 'catat', 'ingat', 'berikan', 'beri tahu', 'masukkan'],
    vi: ['gửi', 'chia sẻ', 'dán', 'lưu', 'lưu lại', 'ghi lại', 'ghi nhớ', 'cung cấp', 'nhập'],
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
    pt: ['inclua', 'incluir', 'mencione', 'recomende', 'diga', 'escreva', 'responda', 'adicione', 'insira', 'acrescente'],
    it: ['includi', 'menziona', 'raccomanda', 'consiglia', 'scrivi', 'rispondi', 'aggiungi', 'inserisci', 'dì'],
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
    pt: ['pedir', 'perguntar', 'pergunta', 'pede', 'perguntar sobre'],
    it: ['chiede', 'chiederà', 'domanda'],
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
    pt: ['usuário', 'usuária', 'usuários', 'utilizador'],
    it: ['utente', 'utenti'],
    ar: ['المستخدم', 'مستخدم', 'للمستخدم'],
    hi: ['उपयोगकर्ता', 'यूज़र', 'यूजर'],
    ko: ['사용자', '유저', '이용자'],
    nl: ['gebruiker', 'gebruikers', 'de gebruiker'],
    pl: ['użytkownik', 'użytkownika', 'użytkownikowi', 'użytkowniczka', 'użytkowniczki', 'użytkowników'],
    tr: ['kullanıcı', 'kullanıcının', 'kullanıcıya', 'kullanıcıyı', 'kullanıcılar'],
    id: ['pengguna', 'pemakai'],
    vi: ['người dùng', 'người sử dụng'],
  },
  /** Keeping an action from the user: "without telling", "secretly", "瞒着". */
  conceal: {
    en: ['without telling', 'without informing', 'without asking', 'without notifying', 'without alerting', 'without letting', 'secretly', 'silently', 'quietly', 'covertly', 'behind the scenes', 'keep it secret', 'keep this secret', 'keep it hidden', 'without mentioning', 'no need to tell', 'no need to inform'],
    zh: ['不要告诉', '别告诉', '不要让用户知道', '别让用户知道', '悄悄', '偷偷', '瞒着', '暗中'],
    es: ['sin decirle', 'sin avisar', 'sin informar', 'en secreto', 'a escondidas', 'discretamente'],
    de: ['ohne zu sagen', 'ohne zu informieren', 'heimlich', 'unbemerkt', 'ohne es', 'ohne es zu erwähnen', 'ohne rückmeldung'],
    fr: ['sans prévenir', 'sans dire', 'sans informer', 'en secret', 'discrètement', 'sans le mentionner'],
    ru: ['не говоря', 'не сообщая', 'тайно', 'незаметно', 'втайне', 'не упоминая', 'не нужно сообщать'],
    ja: ['内緒', 'こっそり', '知らせずに', '秘密裏'],
    pt: ['sem avisar', 'sem informar', 'sem contar', 'em segredo', 'discretamente'],
    it: ['senza avvisare', 'senza dire', 'senza informare', 'in segreto', 'di nascosto'],
    ar: ['دون إخبار', 'دون علم', 'بدون إخبار', 'سرا', 'سرًا', 'خفية'],
    hi: ['बिना बताए', 'चुपचाप', 'गुप्त रूप से', 'बताने की ज़रूरत नहीं', 'बताने की जरूरत नहीं'],
    nl: ['zonder het te zeggen', 'zonder te melden', 'zonder de gebruiker', 'in het geheim', 'stilletjes', 'ongemerkt', 'niet vertellen'],
    pl: ['bez informowania', 'nie informując', 'nie mówiąc', 'po cichu', 'potajemnie', 'w tajemnicy', 'nie mów'],
    tr: ['haber vermeden', 'söylemeden', 'bildirmeden', 'gizlice', 'sessizce', 'söyleme'],
    id: ['tanpa memberi tahu', 'tanpa memberitahu', 'diam-diam', 'secara diam-diam', 'secara rahasia', 'jangan beri tahu', 'jangan beritahu', 'jangan bilang'],
    vi: ['không cho người dùng biết', 'không báo cho', 'lặng lẽ', 'âm thầm', 'bí mật', 'đừng nói với'],
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
    nl: ['negeer', 'vergeet', 'negeren'],
    pl: ['zignoruj', 'ignoruj', 'zapomnij'],
    tr: ['yok say', 'görmezden gel', 'unut', 'dikkate alma'],
    id: ['abaikan', 'lupakan', 'acuhkan'],
    vi: ['bỏ qua', 'phớt lờ', 'quên'],
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
    nl: ['instructies', 'instructie', 'regels', 'richtlijnen', 'opdracht'],
    pl: ['instrukcje', 'instrukcji', 'polecenia', 'poleceń', 'zasady', 'reguły'],
    tr: ['talimatları', 'talimatlar', 'talimat', 'kuralları', 'kurallar', 'görevi'],
    id: ['instruksi', 'perintah', 'aturan', 'pedoman', 'tugas'],
    vi: ['hướng dẫn', 'chỉ thị', 'quy tắc', 'nhiệm vụ'],
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
    nl: ['vorige', 'eerdere', 'alle', 'jouw'],
    pl: ['poprzednie', 'wcześniejsze', 'wszystkie', 'swoje'],
    tr: ['önceki', 'tüm', 'bütün'],
    id: ['sebelumnya', 'semua', 'seluruh'],
    vi: ['trước đó', 'tất cả', 'mọi'],
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
    en: ['verification', 'verify', 'validation', 'test', 'tests', 'test suite', 'authentication', 'auth', 'mfa', '2fa', 'two-factor', 'multi-factor', 'code review', 'review', 'reviews', 'rate limit', 'rate limits', 'rate limiting', 'tls', 'ssl', 'https', 'certificate', 'certificate check', 'cert', 'firewall', 'antivirus', 'anti-virus', 'logging', 'logs', 'audit', 'audit log', 'sandbox', 'sandboxing', 'permission check', 'permission checks', 'access control', 'ci', 'check', 'checks', 'signature', 'signature check', 'linter', 'lint', 'scan', 'scanner', 'security', 'safety', 'content filter', 'safety filter', 'spam filter', 'guardrail', 'guardrails', 'approval', 'approvals', 'encryption', 'monitoring', 'alert', 'alerts', 'hook', 'hooks', 'pre-commit', 'protection', 'captcha', 'selinux', 'assertion', 'assertions', 'gate', 'gates', 'safeguard', 'safeguards', 'branch protection', 'csp', 'cors', 'waf', 'edr', 'defender', 'content filter', 'moderation', 'confirmation', 'backups', 'backup', 'snapshots', 'retention', 'lockout', 'account lockout', 'signature verification', 'signing', 'ufw', 'iptables', 'apparmor', 'gatekeeper', 'threshold', 'branch_protection', 'warning', 'warnings', 'security warning', 'security warnings'],
    zh: ['验证', '校验', '测试', '认证', '身份验证', '双因素', '多因素', '二次验证', '代码审查', '审查', '审核', '评审', '限流', '速率限制', '防火墙', '杀毒', '日志', '审计', '沙箱', '权限检查', '检查', '签名', '证书', '加密', '监控', '告警', '断言', '安全', '过滤', '审批', '确认', '验证码校验', '锁定', '登录失败锁定'],
    es: ['verificación', 'autenticación', 'pruebas', 'tests', 'cortafuegos', 'firewall', 'registro', 'auditoría', 'revisión', 'antivirus', 'cifrado', 'seguridad', '2fa', 'mfa', 'verificación en dos pasos', 'contraseña', 'aprobación', 'aprobaciones', 'confirmación', 'sandbox', 'filtro', 'certificado', 'límite', 'advertencia', 'advertencias'],
    de: ['überprüfung', 'prüfung', 'authentifizierung', 'tests', 'firewall', 'protokollierung', 'audit', 'zwei-faktor', 'code-review', 'virenschutz', 'verschlüsselung', 'sicherheit', '2fa', 'mfa', 'zertifikatsprüfung', 'freigabe', 'freigaben', 'bestätigung', 'review', 'prüfungen', 'sandbox', 'filter', 'zertifikat', 'signatur', 'signaturprüfung', 'rate-limit', 'limit', 'virenscanner', 'zwei-faktor*', 'authentifizierung*', 'firewall*', 'virenschutz*', 'sicherheitsprüfung*', 'signaturprüfung*', 'virenscanner*', 'warnung', 'warnungen', 'sicherheitswarnung*', 'ratenbegrenzung', 'ratenbegrenzung*', 'ratenlimit', 'ratenlimit*'],
    fr: ['vérification', 'authentification', 'tests', 'pare-feu', 'journalisation', 'audit', 'revue', 'antivirus', 'chiffrement', 'sécurité', '2fa', 'mfa', 'vérifications', 'validation', 'approbation', 'confirmation', 'bac à sable', 'sandbox', 'filtre', 'certificat', 'signature', 'limite', 'vérification en deux étapes', 'avertissement', 'avertissements'],
    ru: ['проверку', 'проверки', 'аутентификацию', 'тесты', 'файрвол', 'брандмауэр', 'логирование', 'аудит', 'двухфакторную', 'антивирус', 'шифрование', 'защиту', '2fa', 'mfa', 'проверку подписи', 'подтверждение', 'согласование', 'ревью', 'песочницу', 'фильтр', 'сертификат', 'лимит', 'ограничения', 'защиты', 'проверок', 'безопасности', 'провер*', 'двухфакторн*', 'аутентификац*', 'антивирус*', 'брандмауэр*', 'файрвол*'],
    ja: ['認証', '検証', 'テスト', 'ファイアウォール', '監査', 'ログ', 'レビュー', '二段階', 'ウイルス対策', '暗号化', '承認', '確認', 'サンドボックス', 'フィルタ', '証明書', '二要素', '多要素'],
    pt: ['verificação', 'autenticação', 'testes', 'firewall', 'antivírus', 'auditoria', 'revisão', 'aprovação', 'confirmação', 'criptografia', 'segurança', 'certificado', '2fa', 'mfa', 'sandbox', 'filtro'],
    it: ['verifica', 'autenticazione', 'test', 'firewall', 'antivirus', 'audit', 'revisione', 'approvazione', 'conferma', 'crittografia', 'sicurezza', 'certificato', '2fa', 'mfa', 'sandbox', 'filtro'],
    ar: ['التحقق', 'المصادقة', 'الجدار الناري', 'جدار الحماية', 'مكافح الفيروسات', 'التدقيق', 'المراجعة', 'الموافقة', 'التشفير', 'الأمان', 'الحماية', 'الشهادة'],
    hi: ['सत्यापन', 'प्रमाणीकरण', 'फ़ायरवॉल', 'फायरवॉल', 'एंटीवायरस', 'ऑडिट', 'समीक्षा', 'मंज़ूरी', 'मंजूरी', 'एन्क्रिप्शन', 'सुरक्षा'],
    ko: ['보안 경고', '경고', '인증', '검증', '확인 절차', '방화벽', '백신', '2단계 인증', '이중 인증', '승인', '코드 리뷰', '테스트', '보안', '서명', '감사 로그'],
    nl: ['verificatie', 'authenticatie', 'tweestapsverificatie', 'logging', 'logboek', 'firewall', 'virusscanner', 'antivirus', 'beveiliging', 'controle', 'controles', 'goedkeuring', 'rate limit', 'tests', 'review', 'versleuteling', 'waarschuwing', 'waarschuwingen', 'bevestiging'],
    pl: ['weryfikacj*', 'uwierzytelnian*', 'dwuskładnikow*', 'logi', 'logów', 'logowanie', 'zapora', 'zaporę', 'antywirus*', 'zabezpiecze*', 'testy', 'testów', 'uprawnie*', 'przegląd kodu', 'zatwierdzenie', 'zatwierdzenia', 'potwierdzenie', 'potwierdzenia', 'szyfrowanie', 'ostrzeżenia'],
    tr: ['doğrulama', 'doğrulamayı', 'kimlik doğrulama', 'iki adımlı doğrulama', 'iki faktörlü', 'güvenlik duvarı', 'antivirüs', 'güvenlik', 'testleri', 'testler', 'kod incelemesi', 'onay', 'onayı', 'şifreleme', 'uyarıları', 'günlük kaydı', 'loglar', 'logları', 'hız sınırı'],
    id: ['verifikasi', 'autentikasi', 'otentikasi', 'autentikasi dua faktor', 'firewall', 'antivirus', 'keamanan', 'pengujian', 'konfirmasi', 'persetujuan', 'tinjauan kode', 'enkripsi', 'peringatan', 'batas'],
    vi: ['xác minh', 'xác thực', 'xác thực hai yếu tố', 'tường lửa', 'phần mềm diệt virus', 'bảo mật', 'kiểm thử', 'nhật ký', 'xác nhận', 'phê duyệt', 'mã hóa', 'cảnh báo'],
  },
  /** Credentials and secrets. */
  credential: {
    en: ['password', 'passwords', 'passphrase', 'passcode', 'pin', 'token', 'tokens', 'api key', 'api keys', 'access token', 'secret', 'secrets', 'private key', 'ssh key', 'session cookie', 'cookie', 'cookies', '2fa code', 'otp', 'one-time code', 'verification code', 'credentials', 'credential', 'login', 'seed phrase', 'recovery phrase', 'mnemonic', 'card number', 'cvv', '.env', 'environment variables', 'secret key', 'access key', 'signing key', 'keychain', 'wallet key'],
    zh: ['密码', '口令', '令牌', '密钥', '私钥', '验证码', '凭证', '凭据', '助记词', '卡号', '环境变量', '访问令牌', 'api密钥', 'ssh密钥', '主密码'],
    es: ['contraseña', 'contraseñas', 'clave', 'claves', 'credenciales', 'token', 'contraseña de', 'clave de api', 'token de acceso', 'clave privada', 'llave ssh', 'código de verificación', 'código de recuperación', 'código de seguridad', 'código de un solo uso'],
    de: ['passwort', 'passwörter', 'kennwort', 'zugangsdaten', 'schlüssel', 'token', 'zugangsschlüssel', 'api-schlüssel', 'privater schlüssel', 'ssh-schlüssel', 'zugangstoken', 'bestätigungscode', 'verifizierungscode', 'sicherheitscode', 'einmalcode'],
    fr: ['mot de passe', 'mots de passe', 'identifiants', 'clé', 'clés', 'jeton', 'clé api', 'clé privée', 'clé ssh', 'jeton d\'accès', 'code de vérification', 'code de confirmation', 'code de sécurité', 'code à usage unique'],
    ru: ['пароль', 'пароли', 'токен', 'ключ', 'ключи', 'учётные данные', 'учетные данные', 'ключ api', 'api-ключ', 'приватный ключ', 'ssh-ключ', 'токен доступа', 'пароля', 'ключа', 'код подтверждения', 'код из смс', 'одноразовый код', 'коды восстановления'],
    ja: ['パスワード', 'トークン', '秘密鍵', '認証情報', 'apiキー', 'アクセスキー', 'アクセストークン', 'ssh鍵', '鍵'],
    pt: ['senha', 'senhas', 'chave', 'chaves', 'credenciais', 'token', 'chave de api', 'chave privada', 'código de verificação', 'código de segurança', 'código de recuperação'],
    it: ['password', 'chiave', 'chiavi', 'credenziali', 'token', 'chiave api', 'chiave privata', 'codice di verifica', 'codice di sicurezza', 'codice di conferma'],
    ar: ['كلمة المرور', 'كلمة السر', 'كلمة مرور', 'مفتاح', 'المفتاح', 'رمز الوصول', 'بيانات الاعتماد', 'الرمز', 'رمز التحقق'],
    hi: ['पासवर्ड', 'टोकन', 'कुंजी', 'क्रेडेंशियल'],
    ko: ['비밀번호', '암호', '토큰', '인증서', '인증번호', '인증 코드', 'api 키', '개인 키', '개인키', '비밀 키', '액세스 키'],
    nl: ['wachtwoord', 'wachtwoorden', 'inloggegevens', 'toegangscode', 'pincode', 'api-sleutel', 'privésleutel', 'token', 'verificatiecode', 'herstelcode'],
    pl: ['hasło', 'hasła', 'haseł', 'hasłem', 'login i hasło', 'dane logowania', 'token', 'klucz api', 'klucz prywatny', 'kod pin', 'kod weryfikacyjny', 'kod sms'],
    tr: ['şifre', 'şifre*', 'parola', 'parola*', 'giriş bilgileri', 'kimlik bilgileri', 'token', 'api anahtarı', 'özel anahtar', 'pin kodu', 'doğrulama kodu', 'tek kullanımlık kod'],
    id: ['kata sandi', 'sandi', 'kredensial', 'token', 'kunci api', 'kunci privat', 'kode pin', 'pin', 'kode otp', 'otp', 'kode verifikasi'],
    vi: ['mật khẩu', 'mã pin', 'mã otp', 'mã xác thực', 'mã xác minh', 'thông tin đăng nhập', 'khóa api', 'khóa bí mật'],
  },
  /**
   * Where a credential is kept safe: a password manager, a secrets manager, a vault, the keychain,
   * an environment variable. Storing one there is the advice, not the attack.
   */
  safeStore: {
    en: ['password manager', 'secrets manager', 'secret manager', 'vault', 'key vault', 'keychain', 'keyring', 'kms', 'hsm', 'environment variable', 'environment variables', 'env var', 'env vars', 'secret store', 'credential manager', 'credential store'],
    zh: ['密码管理器', '密码管理工具', '环境变量', '密钥管理', '保险库', '钥匙串'],
    es: ['gestor de contraseñas', 'administrador de contraseñas', 'variable de entorno', 'variables de entorno', 'bóveda'],
    de: ['passwortmanager', 'passwort-manager', 'kennwortmanager', 'umgebungsvariable', 'umgebungsvariablen', 'tresor', 'schlüsselbund'],
    fr: ['gestionnaire de mots de passe', "variable d'environnement", "variables d'environnement", 'coffre-fort', 'trousseau'],
    ru: ['менеджер паролей', 'менеджере паролей', 'переменная окружения', 'переменные окружения', 'переменных окружения', 'хранилище секретов'],
    ja: ['パスワードマネージャー', '環境変数', 'キーチェーン', 'シークレットマネージャー'],
    pt: ['gerenciador de senhas', 'gestor de senhas', 'variável de ambiente', 'variáveis de ambiente', 'cofre'],
    it: ['gestore di password', 'gestore password', "variabile d'ambiente", "variabili d'ambiente"],
    ko: ['비밀번호 관리자', '환경 변수', '환경변수'],
  },
  /** What the user keeps with the reader and no one else should get: the conversation, its memory. */
  privateData: {
    en: ['memory', 'memories', 'conversation', 'conversations', 'chat history', 'chat log', 'chat logs', 'conversation history', 'transcript', 'context', 'context window', 'personal data', 'personal information', 'pii', 'user data', 'browsing history', 'clipboard', 'everything you know', 'everything you remember', 'previous messages', 'session', 'home address', 'phone number', 'saved cards', 'card details', 'bank details', 'social security number', 'passport number', 'date of birth', 'home address', 'addresses', 'phone numbers', 'email addresses', 'iban', 'ibans', 'salary', 'salaries', 'payroll', 'medical records', 'health records', 'medical', 'customer list', 'client list', 'card last4', 'id number', 'national id', 'tax id', 'credentials file', '.npmrc', '.aws', 'ssh directory', '.ssh'],
    zh: ['记忆', '对话', '聊天记录', '对话记录', '历史记录', '个人信息', '个人数据', '用户数据', '上下文', '隐私', '身份证号', '身份证', '手机号', '家庭住址', '客户名单', '工资', '银行卡', '薪资', '病历'],
    es: ['conversación', 'historial', 'datos personales', 'memoria', 'nóminas', 'salarios', 'lista de clientes', 'dirección de casa', 'datos bancarios'],
    de: ['gesprächsverlauf', 'chatverlauf', 'verlauf', 'persönlichen daten', 'speicher', 'gehälter', 'gehalt', 'kundenliste', 'privatadresse', 'bankdaten'],
    fr: ['conversation', 'historique', 'données personnelles', 'mémoire', 'salaires', 'liste des clients', 'adresse personnelle', 'coordonnées bancaires'],
    ru: ['переписку', 'историю', 'личные данные', 'память', 'диалог', 'зарплаты', 'зарплат', 'паспорт', 'список клиентов', 'домашний адрес'],
    ja: ['会話', '履歴', '個人情報', '記憶'],
    pt: ['conversa', 'conversas', 'histórico', 'dados pessoais', 'memória', 'salários', 'lista de clientes', 'cpf', 'endereço residencial'],
    it: ['conversazione', 'conversazioni', 'cronologia', 'dati personali', 'memoria'],
    ar: ['المحادثة', 'المحادثات', 'السجل', 'البيانات الشخصية', 'الذاكرة'],
    hi: ['बातचीत', 'इतिहास', 'व्यक्तिगत डेटा', 'निजी जानकारी'],
    ko: ['대화 내용', '대화 기록', '채팅 기록', '개인정보', '개인 정보', '메모리', '기억', '이메일 주소', '전화번호', '주소'],
    nl: ['gespreksgeschiedenis', 'chatgeschiedenis', 'persoonsgegevens', 'persoonlijke gegevens', 'geheugen', 'contactenlijst', 'adresboek', 'thuisadres', 'telefoonnummer', 'bankgegevens', 'salarissen'],
    pl: ['historię rozmów', 'historia rozmów', 'historię czatu', 'dane osobowe', 'pamięć', 'listę kontaktów', 'kontakty', 'adres domowy', 'numer telefonu', 'dane bankowe', 'wynagrodzenia', 'pesel'],
    tr: ['sohbet geçmişi', 'konuşma geçmişi', 'yazışmalar*', 'kişisel veriler', 'kişisel bilgiler', 'hafıza', 'bellek', 'kişi listesi', 'rehber', 'ev adresi', 'telefon numarası', 'banka bilgileri', 'maaşlar', 'kimlik numarası'],
    id: ['riwayat', 'riwayat percakapan', 'riwayat obrolan', 'data pribadi', 'informasi pribadi', 'memori', 'daftar kontak', 'kontak', 'alamat rumah', 'nomor telepon', 'data bank', 'gaji', 'ktp', 'nomor ktp'],
    vi: ['lịch sử trò chuyện', 'lịch sử hội thoại', 'dữ liệu cá nhân', 'thông tin cá nhân', 'bộ nhớ', 'danh bạ', 'địa chỉ nhà', 'số điện thoại', 'thông tin ngân hàng', 'số tài khoản', 'cccd', 'căn cước'],
  },
  /** Other data a user has: files, mail, contacts. Ordinary to send on; a signal only with a second one. */
  userData: {
    en: ['files', 'documents', 'emails', 'inbox', 'messages', 'invoice', 'invoices', 'receipts', 'statements', 'payments', 'contacts', 'contact list', 'address book', 'notes', 'calendar', 'location', 'database', 'customer data', 'records', 'profile', 'data', 'everything', 'attachments', 'photos', 'folder', 'drive', 'shared drive', 'spreadsheet', 'repository', 'backups', 'snapshots', 'sheet', 'spreadsheet', 'csv', 'project directory', 'directory', 'list', 'export', 'dms', 'direct messages', 'pdfs', 'reports'],
    zh: ['联系人', '通讯录', '文件', '邮件', '位置', '数据库', '数据', '资料', '附件', '照片', '文档', '目录', '名单', '表格'],
    es: ['contactos', 'correos', 'archivos', 'datos', 'mensajes', 'documentos', 'facturas', 'fotos', 'carpeta'],
    de: ['kontakte', 'e-mails', 'dateien', 'daten', 'mails', 'nachrichten', 'dokumente', 'rechnungen', 'fotos', 'ordner', 'kundendaten'],
    fr: ['contacts', 'fichiers', 'e-mails', 'données', 'courriels', 'messages', 'documents', 'factures', 'photos', 'dossier', 'pièces jointes'],
    ru: ['контакты', 'файлы', 'письма', 'данные', 'сообщения', 'документы', 'файлов', 'счета', 'фото', 'папку', 'переписку', 'лист', 'таблицу', 'выгрузку'],
    ja: ['連絡先', 'ファイル', 'メール', 'データ', '添付ファイル', '写真', '書類', 'ドキュメント'],
    pt: ['contatos', 'e-mails', 'emails', 'arquivos', 'dados', 'documentos', 'mensagens', 'fotos'],
    it: ['contatti', 'email', 'file', 'dati', 'documenti', 'messaggi', 'foto'],
    ar: ['جهات الاتصال', 'الرسائل', 'الملفات', 'البيانات', 'المستندات', 'البريد'],
    hi: ['संपर्क', 'ईमेल', 'फ़ाइलें', 'फाइलें', 'फ़ाइलों', 'डेटा', 'दस्तावेज़'],
  },
  /** Places outside: webhooks, paste sites, an external server (URLs and addresses come from the analysis). */
  destination: {
    en: ['webhook', 'pastebin', 'gist', 'external server', 'remote server', 'endpoint', 'my server', 'ngrok', 'requestbin', 'telegram', 'discord', 'ftp', 'public channel', 'public repo', 'public repository', 'dns query', 'dns lookup', 'subdomain', 'bucket', 's3 bucket', 'public issue', 'public gist', 'paste site', 'personal email', 'gmail'],
    zh: ['外部服务器', '远程服务器', '这个地址', '以下地址', '网址', '邮箱', '服务器'],
    es: ['servidor externo', 'servidor'],
    de: ['externen server', 'server'],
    fr: ['serveur externe', 'serveur'],
    ru: ['внешний сервер', 'сервер'],
    ja: ['外部サーバー', 'サーバー'],
    pt: ['servidor externo', 'servidor'],
    it: ['server esterno', 'server'],
    ar: ['خادم خارجي', 'الخادم'],
    hi: ['बाहरी सर्वर', 'सर्वर'],
  },
  /** Destroying things: delete, wipe, purge (a control as object is weakening; data, backups or a repository are lost). */
  destroy: {
    en: ['delete', 'wipe', 'erase', 'purge', 'destroy', 'drop', 'truncate', 'rm -rf', 'shred', 'overwrite', 'nuke', 'reformat', 'remove'],
    zh: ['删除', '删掉', '清空', '清除', '销毁', '格式化', '抹掉'],
    es: ['borra', 'borre', 'borrar', 'elimina', 'elimine', 'eliminar', 'destruye', 'vacía', 'vaciar'],
    de: ['lösche', 'löschen', 'löscht', 'entferne', 'entfernen', 'vernichte', 'leere', 'überschreibe'],
    fr: ['supprime', 'supprimez', 'supprimer', 'efface', 'effacez', 'effacer', 'détruis', 'détruisez', 'vide', 'videz'],
    ru: ['удали', 'удалите', 'удалить', 'удаляй', 'удаляйте', 'удалять', 'сотри', 'сотрите', 'очисти', 'очистите', 'уничтожь'],
    pt: ['apague', 'apagar', 'exclua', 'excluir', 'delete', 'remova', 'remover', 'elimine', 'eliminar'],
    it: ['cancella', 'cancellare', 'elimina', 'eliminare', 'rimuovi', 'rimuovere', 'svuota'],
    ar: ['احذف', 'امسح', 'حذف', 'مسح', 'أزل'],
    hi: ['हटा', 'हटाएं', 'हटाएँ', 'डिलीट', 'मिटा', 'मिटाएं'],
    ja: ['削除', '消去', '消して', '初期化'],
    ko: ['삭제', '지워', '지우', '초기화'],
    nl: ['verwijder', 'wis', 'wissen', 'vernietig', 'leeg'],
    pl: ['usuń', 'skasuj', 'wymaż', 'zniszcz', 'wyczyść'],
    tr: ['sil', 'silin', 'yok et', 'temizle', 'boşalt'],
    id: ['hapus', 'hapuskan', 'musnahkan', 'kosongkan', 'bersihkan'],
    vi: ['xóa', 'xoá', 'xóa sạch', 'hủy'],
  },
  /** What is lost when destroyed: stores, backups, history, a repository, production. */
  asset: {
    en: ['database', 'databases', 'db', 'production', 'prod', 'backup', 'backups', 'snapshot', 'snapshots', 'attachments', 'repository', 'repo', 'branch', 'history', 'records', 'tables', 'table', 'bucket', 'volume', 'disk', 'files', 'folder', 'directory', 'archive', 'data', 'logs', 'audit log', 'mailbox', 'inbox'],
    zh: ['数据库', '生产', '备份', '快照', '附件', '仓库', '分支', '历史', '记录', '数据', '文件', '日志', '邮箱'],
    es: ['base de datos', 'producción', 'copias de seguridad', 'copia de seguridad', 'adjuntos', 'repositorio', 'historial', 'registros', 'archivos', 'carpeta', 'datos'],
    de: ['datenbank', 'produktion', 'backups', 'sicherungen', 'anhänge', 'repository', 'verlauf', 'dateien', 'ordner', 'daten', 'protokolle'],
    fr: ['base de données', 'base', 'production', 'sauvegardes', 'pièces jointes', 'dépôt', 'historique', 'fichiers', 'dossier', 'données', 'journaux'],
    ru: ['базу', 'базу данных', 'базы', 'прод', 'продакшн', 'бэкапы', 'резервные копии', 'снимки', 'вложения', 'репозиторий', 'историю', 'файлы', 'папку', 'данные', 'логи', 'конфигурацию'],
    pt: ['banco de dados', 'base de dados', 'produção', 'backups', 'anexos', 'repositório', 'histórico', 'arquivos', 'pasta', 'dados'],
    it: ['database', 'produzione', 'backup', 'allegati', 'repository', 'cronologia', 'file', 'cartella', 'dati'],
    ar: ['قاعدة البيانات', 'النسخ الاحتياطية', 'المرفقات', 'الملفات', 'البيانات', 'السجلات'],
    hi: ['डेटाबेस', 'बैकअप', 'फ़ाइलें', 'फाइलें', 'डेटा', 'लॉग'],
    ja: ['データベース', '本番', 'バックアップ', 'スナップショット', '添付', 'リポジトリ', '履歴', 'ファイル', 'データ', 'ログ'],
  },
  /** Granting powers: authorised, allow-listed, granted, 授权. */
  grant: {
    en: ['grant', 'granted', 'authorize', 'authorise', 'authorized', 'authorised', 'pre-authorized', 'pre-authorised', 'preauthorized', 'pre-approved', 'preapproved', 'auto-approve', 'approve automatically', 'allow-listed', 'allowlisted', 'whitelisted', 'elevate', 'elevated', 'escalate', 'unrestricted', 'unlimited', 'full access', 'full control', 'has access', 'now has', 'now have', 'signed off', 'sign-off', 'already approved', 'cleared', 'permitted', 'has clearance', 'clearance', 'may now', 'can now', 'is now allowed', 'are now allowed', 'are now permitted', 'is now permitted', 'empowered'],
    zh: ['授予', '授权', '批准', '开放', '获得', '拥有', '赋予', '已开通', '已批准', '同意了', '批准了', '有权', '允许', '可以直接'],
    es: ['concede', 'concedido', 'otorga', 'otorgado', 'autoriza', 'autorizado', 'autorizada', 'autorizad*', 'ilimitad*', 'aprobado', 'dispone de', 'tiene acceso', 'misma prioridad', 'aprobó', 'aprobada', 'aprobaron', 'queda autorizado', 'queda autorizada', 'puede ahora', 'está autorizado', 'facultado'],
    de: ['gewährt', 'erteilt', 'freigegeben', 'autorisiert', 'verfügt über', 'erhält', 'uneingeschränkt', 'uneingeschränkt*', 'autorisiert*', 'freigegeben*', 'genehmigt', 'abgesegnet', 'darf ab sofort', 'dürfen ab sofort', 'befugt', 'berechtigt'],
    fr: ['accorde', 'accordé', 'accordé*', 'autorisé*', 'illimité*', 'autorisé', 'autorisée', 'octroyé', 'dispose de', 'illimité', 'priment', 'approuvé', 'validé', 'est autorisé', 'peut désormais', 'habilité'],
    ru: ['предоставлен', 'предоставлен*', 'неограниченн*', 'предоставь', 'разрешено', 'разрешён', 'выданы', 'сняты', 'снято', 'неограниченный', 'полный доступ', 'одобрил', 'одобрено', 'согласовано', 'имеет право', 'может теперь', 'теперь может', 'уполномочен'],
    pt: ['concedido', 'concedida', 'autorizado', 'autorizada', 'aprovado', 'conceda', 'tem acesso', 'acesso total', 'aprovou', 'está autorizado', 'pode agora'],
    it: ['concesso', 'concessi', 'autorizzato', 'approvato', 'accesso completo', 'illimitato'],
    ar: ['منح', 'تم منح', 'مصرح', 'صلاحية كاملة', 'منحت'],
    hi: ['अनुमति दी', 'अधिकार दिए', 'पूर्ण अधिकार', 'पूरी पहुंच'],
    ja: ['付与', '許可', '承認済み', '無制限'],
  },
  /** Powers over a system or an account. */
  privilege: {
    en: ['access', 'permission', 'permissions', 'rights', 'privileges', 'admin', 'administrator', 'root', 'sudo', 'sudoers', 'authorized_keys', 'owner', 'superuser', 'shell', 'payments', 'payment', 'priority', 'precedence'],
    zh: ['权限', '管理员权限', '完全控制', '访问权限', '最高权限', 'root', '优先级'],
    es: ['acceso', 'permisos', 'derechos', 'privilegios', 'administrador', 'prioridad'],
    de: ['zugriff', 'rechte', 'berechtigungen', 'administratorrechte', 'adminrechte', 'vorrang'],
    fr: ['accès', 'droits', 'permissions', 'privilèges', 'administrateur', 'priorité'],
    ru: ['доступ', 'права', 'полномочия', 'администратора', 'ограничения', 'приоритет'],
    pt: ['acesso', 'permissões', 'direitos', 'privilégios', 'administrador', 'prioridade'],
    it: ['accesso', 'permessi', 'diritti', 'privilegi', 'amministratore', 'priorità'],
    ar: ['صلاحية', 'صلاحيات', 'الوصول', 'وصول', 'إدارة'],
    hi: ['अधिकार', 'पहुंच', 'पहुँच', 'अनुमति'],
    ja: ['権限', '管理者権限', 'アクセス権', '優先'],
  },
  /** A safeguard declared unnecessary: no confirmation needed, without asking, 无需确认. */
  noConfirm: {
    en: ['need no confirmation', 'needs no confirmation', 'no confirmation', 'without confirmation', 'without approval', 'without asking', 'no longer need to ask', 'no longer needs to ask', 'no need to ask', 'no need to confirm', 'need no user confirmation', 'needs no user confirmation', 'no user confirmation', 'without user confirmation', 'no longer required', 'not required anymore', 'without review', 'without a review', 'auto-approve', 'automatically approve', 'without verifying', 'without checking', 'without double-checking', 'without waiting for confirmation', 'no need to verify', 'no need to check', 'do not ask for confirmation', "don't ask for confirmation", 'never ask for confirmation', 'stop asking for confirmation'],
    zh: ['无需确认', '无需审批', '无需批准', '不需要确认', '不再需要确认', '不用确认', '无需用户', '自动批准', '无需任何', '不必确认', '不必等确认', '无须确认', '不用等确认', '不经确认', '不经审批', '不必核实'],
    es: ['sin confirmación', 'sin aprobación', 'sin preguntar', 'no necesita confirmación', 'sin revisión', 'sin consultar', 'sin verificar', 'sin comprobar', 'sin confirmar', 'sin revisar', 'no pidas confirmación', 'no pida confirmación', 'deja de pedir confirmación'],
    de: ['ohne rückfrage', 'ohne bestätigung', 'ohne freigabe', 'nicht mehr erforderlich', 'nicht mehr nötig', 'ohne nachfrage', 'automatisch genehmigt', 'genehmigt der assistent', 'ohne zu prüfen', 'ohne prüfung', 'ohne zu bestätigen', 'ohne kontrolle', 'ohne nachzufragen', 'frag nicht nach', 'frage nicht nach', 'keine rückfrage', 'keine bestätigung'],
    fr: ['sans confirmation', 'sans validation', 'sans demander', "n'est plus nécessaire", 'plus besoin de', 'sans approbation', 'sans vérifier', 'sans contrôler', 'sans confirmer', 'sans vérification', 'ne demande pas de confirmation', 'ne demandez pas de confirmation', 'ne demande plus de confirmation', 'ne demandez plus de confirmation'],
    ru: ['без подтверждения', 'без согласования', 'без спроса', 'не требуется', 'больше не нужно', 'без одобрения', 'без проверки', 'не проверяя', 'не уточняя', 'не спрашивай подтверждения', 'не запрашивай подтверждение'],
    pt: ['sem confirmação', 'sem aprovação', 'sem perguntar', 'não é mais necessário', 'sem revisão', 'sem verificar', 'sem confirmar', 'sem conferir', 'não peça confirmação', 'não pergunte', 'pare de pedir confirmação'],
    it: ['senza conferma', 'senza approvazione', 'senza chiedere', 'non è più necessario', 'senza verificare', 'senza controllare', 'senza confermare', 'non chiedere conferma', 'non chiedere più conferma', 'smetti di chiedere conferma'],
    ar: ['دون الحاجة إلى', 'بدون موافقة', 'دون موافقة', 'دون تأكيد', 'بدون تأكيد'],
    hi: ['बिना पुष्टि', 'बिना अनुमति', 'पुष्टि की ज़रूरत नहीं', 'पुष्टि की जरूरत नहीं'],
    ja: ['確認不要', '承認不要', '確認なしで', '承認なしで', '確認せずに', '確認しないで'],
    ko: ['확인 없이', '승인 없이', '묻지 않고', '확인하지 않고', '확인을 생략', '검토 없이'],
    nl: ['zonder bevestiging', 'zonder goedkeuring', 'zonder te vragen', 'zonder na te vragen', 'zonder controle', 'zonder te controleren', 'geen bevestiging nodig', 'niet meer nodig'],
    pl: ['bez potwierdzenia', 'bez zatwierdzenia', 'bez pytania', 'bez weryfikacji', 'bez sprawdzania', 'nie pytaj', 'nie pytając', 'bez konsultacji', 'nie jest już potrzebne'],
    tr: ['onay almadan', 'onay beklemeden', 'sormadan', 'doğrulamadan', 'kontrol etmeden', 'onaysız', 'onay gerekmez', 'onaya gerek yok', 'sorma'],
    id: ['tanpa konfirmasi', 'tanpa persetujuan', 'tanpa bertanya', 'tanpa verifikasi', 'tanpa memeriksa', 'tidak perlu konfirmasi', 'tidak perlu bertanya', 'tidak perlu verifikasi', 'jangan tanya'],
    vi: ['không cần xác nhận', 'không cần hỏi', 'không cần xác minh', 'không cần phê duyệt', 'không cần kiểm tra', 'mà không hỏi', 'mà không xác minh'],
  },
  /** An action marked as an error: what was done by mistake is a warning, not a lesson to follow. */
  mistake: {
    en: ['by mistake', 'accidentally', 'mistakenly', 'wrongly', 'in error', 'erroneously', 'by accident', 'should not have', "shouldn't have", 'was a mistake', 'inadvertently'],
    zh: ['误', '不小心', '错误地', '失误', '误操作'],
    es: ['por error', 'por equivocación', 'accidentalmente', 'sin querer'],
    de: ['versehentlich', 'aus versehen', 'irrtümlich', 'fälschlicherweise'],
    fr: ['par erreur', 'accidentellement', 'par mégarde'],
    ru: ['по ошибке', 'случайно', 'ошибочно'],
    pt: ['por engano', 'por erro', 'acidentalmente', 'sem querer'],
    it: ['per errore', 'accidentalmente', 'per sbaglio'],
    ja: ['誤って', '間違って', 'うっかり'],
  },
  /** Putting a control back: re-enable, turn back on; negated, the weakening is meant to last. */
  restore: {
    en: ['re-enable', 'reenable', 'turn back on', 'turn it back on', 'switch back on', 'restore', 'revert', 'change back', 'put back', 'reactivate'],
    zh: ['改回来', '改回', '恢复', '重新开启', '重新启用', '打开回来'],
    es: ['reactivar', 'reactivarlo', 'reactivarla', 'volver a activar', 'restaurar'],
    de: ['wieder aktivieren', 'wieder einschalten', 'reaktivieren', 'zurücksetzen', 'wiederherstellen'],
    fr: ['réactiver', 'réactivez', 'rétablir', 'remettre'],
    ru: ['включить обратно', 'включать обратно', 'вернуть', 'восстановить'],
    pt: ['reativar', 'reativá-lo', 'religar', 'restaurar'],
    it: ['riattivare', 'ripristinare'],
    ja: ['元に戻', '再度有効', '戻す'],
  },
  /** The effect is meant to last: permanently, from now on, until further notice. */
  persist: {
    en: ['permanently', 'for good', 'from now on', 'going forward', 'until further notice', 'indefinitely', 'leave it like that', 'leave it off', 'keep it off', "don't turn it back on", 'do not turn it back on', 'never turn it back on', 'from today', 'henceforth', 'in all future'],
    zh: ['永久', '一直', '从现在起', '从今以后', '以后都', '今后都', '长期', '不要再开启', '不要恢复'],
    es: ['permanentemente', 'hasta nuevo aviso', 'desde ahora', 'a partir de ahora', 'desde hoy', 'para siempre', 'de forma permanente', 'como permanente'],
    de: ['dauerhaft', 'permanent', 'bis auf weiteres', 'ab sofort', 'für immer', 'ab jetzt', 'künftig'],
    fr: ['définitivement', 'en permanence', "jusqu'à nouvel ordre", 'désormais', 'à partir de maintenant', "dès aujourd'hui"],
    ru: ['навсегда', 'постоянно', 'впредь', 'до особого распоряжения', 'отныне', 'с этого момента', 'для всех будущих'],
    pt: ['permanentemente', 'até segunda ordem', 'a partir de agora', 'para sempre', 'de agora em diante'],
    it: ['permanentemente', "d'ora in poi", 'fino a nuovo avviso', 'per sempre'],
    ar: ['بشكل دائم', 'دائما', 'دائمًا', 'من الآن', 'من اليوم'],
    hi: ['हमेशा', 'स्थायी रूप से', 'अब से', 'आज से'],
    ja: ['恒久的', 'ずっと', '今後', '以降ずっと'],
    ko: ['앞으로 계속', '영구적으로'],
    nl: ['permanent', 'voortaan', 'vanaf nu', 'tot nader order', 'voorgoed', 'blijvend'],
    pl: ['na stałe', 'od teraz', 'odtąd', 'do odwołania', 'trwale', 'zawsze'],
    tr: ['kalıcı olarak', 'kalıcı', 'bundan sonra', 'artık', 'süresiz', 'her zaman', 'sürekli'],
    id: ['secara permanen', 'permanen', 'mulai sekarang', 'seterusnya', 'sampai pemberitahuan lebih lanjut', 'selamanya'],
    vi: ['vĩnh viễn', 'từ nay', 'từ giờ', 'từ bây giờ', 'mãi mãi', 'sau này'],
  },
  /**
   * A writer taking up a rule as its own: "recording that as policy", "as my own rule", "treating
   * this as standing permission", "I will do that from now on".
   */
  adopt: {
    en: ['as policy', 'as current policy', 'as my own rule', 'as my rule', 'as a standing rule', 'standing rule', 'standing permission', 'standing instruction', 'treating this as', 'treating it as', 'treating that as', 'recording that as', 'recording it as', 'recording this as', 'i will do that', 'i will follow', "i'll follow that", 'saved this as a project convention', 'saving this as a convention', 'as a project convention', 'i am now permitted', 'i am permitted', 'i am now allowed', 'i may now', 'i may ignore', 'i can now', 'my own rule', 'adopted as', 'noted as policy'],
    zh: ['作为规则', '作为我的规则', '记为政策', '作为政策', '长期规则', '长期许可', '我以后都', '以后我都', '我现在可以', '我被允许', '我已获准'],
    es: ['como política', 'como regla', 'como norma', 'regla permanente', 'lo haré a partir de ahora', 'ahora puedo', 'estoy autorizado'],
    de: ['als regel', 'als richtlinie', 'als dauerhafte regel', 'ich darf jetzt', 'ich werde das ab jetzt', 'als meine regel', 'für spätere anfragen übernommen', 'als konvention übernommen'],
    fr: ['comme règle', 'comme politique', 'comme consigne', 'je peux désormais', 'je suis autorisé', 'règle permanente'],
    ru: ['как правило', 'как политику', 'теперь мне можно', 'я теперь могу', 'постоянное правило'],
    pt: ['como política', 'como regra', 'agora posso', 'estou autorizado', 'como instrução válida', 'tratar como instrução'],
    it: ['come regola', 'come politica', 'ora posso', 'sono autorizzato'],
    ja: ['ルールとして', '方針として', '今後はそうする', '許可されている'],
  },
  /** Third-party text a writer read: a page, a wiki, a README, a tool's output, a transcript. */
  relaySource: {
    en: ['page', 'web page', 'webpage', 'website', 'site', 'wiki', 'docs', 'documentation', 'readme', 'help page', 'tool output', 'search result', 'search results', 'transcript', 'article', 'forum', 'onboarding doc', 'blog', 'comment', 'email', 'message', 'bot', 'vendor', 'doc'],
    zh: ['网页', '页面', '网站', '文档', '维基', '工具输出', '搜索结果', '帖子', '邮件', '评论'],
    es: ['página', 'sitio web', 'documentación', 'wiki', 'correo', 'artículo', 'foro'],
    de: ['seite', 'webseite', 'website', 'dokumentation', 'wiki', 'e-mail', 'artikel', 'forum'],
    fr: ['page', 'site', 'documentation', 'wiki', 'courriel', 'article', 'forum'],
    ru: ['страниц*', 'сайт*', 'документаци*', 'вики', 'письм*', 'стать*', 'форум*'],
    pt: ['página', 'site', 'documentação', 'wiki', 'e-mail', 'artigo', 'fórum'],
    it: ['pagina', 'sito', 'documentazione', 'wiki', 'articolo', 'forum'],
    ja: ['ページ', 'サイト', 'ドキュメント', 'ウィキ', 'メール', '記事'],
  },
  /**
   * An order to keep an order: "remember this for every future session", "请把这条设置永久记住",
   * "Запомни это" — what third-party text asks of a reader with a memory.
   */
  memorize: {
    en: ['remember this', 'memorize this', 'memorise this', 'save this instruction', 'store this instruction', 'remember this rule', 'save this rule', 'record this as', 'every future session', 'all future sessions', 'for future sessions', 'in your memory', 'to your memory', 'long-term memory', 'your memory'],
    zh: ['记住', '牢记', '永久记住', '记下这条', '保存这条', '存入记忆', '写入记忆', '长期记忆'],
    es: ['recuerda esto', 'guarda esta instrucción', 'guarda esta configuración', 'guarda esta regla', 'memoriza', 'en tu memoria'],
    de: ['merke dir', 'merk dir', 'speichere diese anweisung', 'speichere diese regel', 'in deinem gedächtnis'],
    fr: ['retiens', 'retenez', 'mémorise', 'mémorisez', 'enregistre cette', 'enregistrez cette', 'garde en mémoire', 'gardez en mémoire', 'en mémoire'],
    ru: ['запомни', 'запомните', 'сохрани это правило', 'сохраните это правило'],
    pt: ['guarde esta instrução', 'guarde esta regra', 'memorize', 'lembre-se disso', 'na sua memória'],
    it: ['tienilo a mente', 'tienilo presente', 'ricordalo', 'memorizza', 'nella tua memoria'],
    ar: ['تذكر هذا', 'احفظ هذه التعليمات', 'في الذاكرة'],
    hi: ['याद रखें', 'याद रखो', 'याद रखना'],
    ja: ['覚えておいて', '記憶して', '記憶しておいて'],
    ko: ['기억해 두세요', '기억해 둬', '기억하세요', '메모리에'],
    nl: ['onthoud', 'onthoud dit', 'sla dit op in je geheugen', 'in je geheugen', 'vergeet dit niet', 'voor alle toekomstige sessies'],
    pl: ['zapamiętaj', 'zapamiętaj to', 'zapisz w pamięci', 'w swojej pamięci'],
    tr: ['hafızana', 'hafızanda', 'belleğine', 'aklında tut', 'hatırla', 'unutma'],
    id: ['simpan di memori', 'di memori', 'ingat ini', 'ingatlah', 'dalam memori'],
    vi: ['ghi nhớ', 'hãy nhớ', 'lưu vào bộ nhớ', 'trong bộ nhớ'],
  },

  /** Someone saying, typing or doing something the reader sees: the cue of a rule keyed on its user. */
  utter: {
    en: ['say', 'says', 'type', 'types', 'write', 'writes', 'enter', 'enters', 'mention', 'mentions', 'ask', 'asks', 'open', 'opens', 'run', 'runs', 'send', 'sends', 'use', 'uses', 'click', 'clicks', 'reply', 'replies', 'request', 'requests', 'upload', 'uploads'],
    zh: ['说', '输入', '提到', '提及', '写', '问', '打开', '运行', '发送', '使用', '点击', '要求'],
    es: ['diga', 'dice', 'escriba', 'escribe', 'pregunte', 'pregunta', 'abra', 'abre', 'ejecute', 'mencione', 'menciona', 'pida', 'pide', 'envíe', 'use'],
    de: ['sagt', 'schreibt', 'tippt', 'fragt', 'öffnet', 'eingibt', 'erwähnt', 'ausführt', 'sendet', 'nutzt', 'verwendet'],
    fr: ['dit', 'dira', 'écrit', 'écrira', 'tape', 'tapera', 'demande', 'demandera', 'ouvre', 'ouvrira', 'mentionne', 'lance', 'envoie', 'utilise'],
    ru: ['скажет', 'говорит', 'пишет', 'напишет', 'введёт', 'введет', 'вводит', 'спросит', 'спрашивает', 'откроет', 'упомянет', 'вызовет', 'запустит', 'отправит'],
    pt: ['disser', 'diz', 'escrever', 'escreve', 'digitar', 'digita', 'pedir', 'pede', 'perguntar', 'pergunta', 'abrir', 'abre', 'mencionar', 'usar'],
    it: ['dice', 'dirà', 'scrive', 'scriverà', 'digita', 'chiede', 'apre', 'menziona', 'usa'],
    ar: ['قال', 'يقول', 'كتب', 'يكتب', 'طلب', 'يطلب', 'فتح', 'يفتح', 'ذكر', 'يذكر'],
    hi: ['कहे', 'कहता', 'लिखे', 'लिखता', 'टाइप', 'पूछे', 'खोले'],
    ja: ['言ったら', '言う', '入力', '書いたら', '書く', '聞いたら', '開いたら', '実行したら'],
    nl: ['zegt', 'typt', 'schrijft', 'vraagt', 'noemt', 'opent'],
    pl: ['napisze', 'powie', 'wpisze', 'zapyta', 'wspomni', 'otworzy'],
    tr: ['söylediğinde', 'dediğinde', 'sorduğunda', 'yazarsa', 'derse', 'sorarsa'],
    id: ['mengetik', 'menulis', 'mengatakan', 'bertanya', 'menyebut', 'membuka'],
    vi: ['gõ', 'nói', 'viết', 'hỏi', 'nhắc đến'],
  },
  /** An order to take up a block of settings as it stands: "apply this configuration", "aplica esta configuración". */
  applyConfig: {
    en: ['apply this configuration', 'apply this config', 'apply these settings', 'apply the configuration above', 'apply the settings above', 'use this configuration', 'use these settings', 'load this configuration'],
    zh: ['应用此配置', '应用这个配置', '应用以下配置', '应用上述配置', '使用这个配置', '使用以下配置', '采用此配置'],
    es: ['aplica esta configuración', 'aplique esta configuración', 'aplicad esta configuración', 'usa esta configuración', 'aplica estos ajustes'],
    de: ['übernimm diese konfiguration', 'übernehmen sie diese konfiguration', 'wende diese konfiguration an', 'diese konfiguration übernehmen', 'diese einstellungen übernehmen', 'übernimm diese einstellungen'],
    fr: ['applique cette configuration', 'appliquez cette configuration', 'appliquer cette configuration', 'utilisez cette configuration', 'appliquez ces paramètres'],
    ru: ['примени эту конфигурацию', 'примените эту конфигурацию', 'примени эти настройки', 'примените эти настройки'],
    pt: ['aplique esta configuração', 'aplica esta configuração', 'use esta configuração'],
    it: ['applica questa configurazione', 'applicate questa configurazione', 'usa questa configurazione'],
    ja: ['この設定を適用', 'この構成を適用'],
    ko: ['이 설정을 적용', '이 구성을 적용'],
  },
  /**
   * Reading back an encoding: decode, decrypt, apply rot13, read it backwards. Listed forms only
   * (imperatives and infinitives), so a description ("the runtime decodes …") is no order.
   */
  decode: {
    en: ['decode', 'decrypt', 'decipher', 'unscramble', 'deobfuscate', 'apply rot13', 'apply rot-13', 'rot13-decode', 'base64-decode', 'base64 decode', 'url-decode', 'urldecode', 'hex-decode', 'unhex', 'reverse the', 'read it backwards', 'read backwards', 'read this backwards', 'read the line backwards'],
    zh: ['解码', '解密', '破译', '反转', '倒过来读', '倒着读'],
    es: ['decodifica', 'decodificar', 'descifra', 'descifrar', 'descodifica', 'descodificar', 'desencripta'],
    de: ['dekodiere', 'dekodieren', 'decodiere', 'decodieren', 'entschlüssele', 'entschlüsseln', 'entschlüssle', 'rückwärts lesen', 'lies rückwärts', 'base64-dekod*', 'base64-decod*', 'url-dekod*', 'url-decod*', 'hex-dekod*', 'rot13-dekod*'],
    fr: ['décode', 'décodez', 'décoder', 'déchiffre', 'déchiffrez', 'déchiffrer', 'décrypte', 'décryptez', 'décrypter'],
    ru: ['декодируй', 'декодируйте', 'декодировать', 'расшифруй', 'расшифруйте', 'расшифровать'],
    ja: ['デコード', '復号', '解読'],
    pt: ['decodifique', 'decodifica', 'decodificar', 'decifre', 'decifra', 'decifrar', 'descriptografe'],
    it: ['decodifica', 'decodificare', 'decifra', 'decifrare', 'decripta', 'decriptare'],
    ko: ['디코딩', '복호화', '해독'],
    nl: ['decodeer', 'decoderen', 'ontsleutel', 'ontcijfer'],
    pl: ['zdekoduj', 'odkoduj', 'dekoduj', 'odszyfruj', 'rozszyfruj'],
    tr: ['çöz', 'çözün', 'deşifre et', 'kodunu çöz'],
    id: ['dekode', 'dekodekan', 'dekripsi', 'uraikan sandi'],
    vi: ['giải mã'],
  },
  /** Names of encodings and ciphers: read back when text is put "through" or taken "from" one. */
  cipher: {
    en: ['rot13', 'rot-13', 'rot 13', 'base64', 'base-64', 'base32', 'hex', 'hexadecimal', 'caesar', 'caesar cipher', 'morse', 'morse code', 'url encoding', 'percent-encoding', 'atbash', 'binary'],
  },
  /** Doing what a text says: execute it, follow it, carry it out, obey. */
  follow: {
    en: ['execute', 'execute it', 'run it', 'follow it', 'follow them', 'follow the instructions', 'follow the result', 'do what it says', 'do as it says', 'do what they say', 'carry it out', 'carry out', 'act on it', 'act on them', 'obey', 'comply with it', 'perform it', 'apply it'],
    zh: ['执行', '照做', '照着做', '遵照执行', '按其执行', '服从', '遵循'],
    es: ['ejecuta', 'ejecútalo', 'ejecútala', 'ejecutar', 'ejecutarlo', 'síguelo', 'síguela', 'sigue las instrucciones', 'haz lo que dice', 'obedece', 'cúmplelo'],
    de: ['ausführen', 'führe aus', 'führe es aus', 'befolge', 'befolgen', 'tu, was', 'tu was', 'mach, was', 'mach was', 'gehorche', 'umsetzen', 'setze es um'],
    fr: ['exécute', 'exécutez', 'exécuter', 'exécute-le', 'exécutez-le', 'suis-le', 'suivez-le', 'suis les instructions', 'suivez les instructions', 'fais ce qu', 'faites ce qu', 'obéis', 'obéissez', 'applique-le', 'appliquez-le'],
    ru: ['выполни', 'выполните', 'выполнить', 'исполни', 'исполните', 'следуй', 'следуйте', 'сделай то', 'сделайте то', 'подчинись'],
    ja: ['実行', '従って', 'その通りに'],
    pt: ['execute', 'executa', 'executar', 'siga', 'siga-o', 'siga as instruções', 'faça o que', 'obedeça', 'cumpra'],
    it: ['esegui', 'eseguire', 'eseguilo', 'segui', 'seguilo', 'segui le istruzioni', 'fai quello che', 'obbedisci'],
    ko: ['실행', '따르', '그대로 하'],
    nl: ['voer uit', 'voer het uit', 'uitvoeren', 'volg', 'volg het', 'doe wat', 'gehoorzaam'],
    pl: ['wykonaj', 'wykonać', 'zastosuj się', 'postępuj zgodnie', 'zrób to, co', 'zrób, co'],
    tr: ['uygula', 'uygulayın', 'çalıştır', 'çalıştırın', 'yap', 'yapın', 'söyleneni yap', 'itaat et'],
    id: ['jalankan', 'laksanakan', 'ikuti', 'lakukan apa', 'patuhi'],
    vi: ['thực hiện', 'thực thi', 'làm theo', 'chạy'],
  },
  /** Words that open a condition or a recurring time: if, whenever, each time. */
  condition: {
    en: ['if', 'whenever', 'when', 'each time', 'every time', 'once', 'as soon as', 'in case', 'any time', 'anytime', 'should the', 'in the event', 'next time', 'the next time', 'after each', 'after every', 'before each', 'before every', 'on every'],
    zh: ['每当', '如果', '一旦', '只要', '每次', '当', '若', '假如', '要是', '如若'],
    es: ['cuando', 'siempre que', 'si', 'cada vez que', 'en cuanto'],
    de: ['wenn', 'sobald', 'falls', 'jedes mal', 'immer wenn', 'beim nächsten mal', 'nächstes mal'],
    fr: ['si', 'quand', 'chaque fois', 'dès que', 'lorsque', 'lorsqu'],
    ru: ['если', 'когда', 'каждый раз', 'как только', 'в следующий раз', 'при'],
    ja: ['場合', 'たびに', 'たら', 'とき', 'なら'],
    pt: ['se', 'quando', 'sempre que', 'assim que', 'toda vez que', 'caso', 'na próxima vez que', 'da próxima vez que'],
    it: ['se', 'quando', 'ogni volta che', 'appena', 'qualora', 'la prossima volta che'],
    ar: ['إذا', 'اذا', 'عندما', 'كلما', 'متى'],
    hi: ['अगर', 'यदि', 'जब', 'जब भी', 'हर बार'],
    ko: ['만약', '경우에', '경우', '때마다', '할 때'],
    nl: ['wanneer', 'zodra', 'telkens als', 'elke keer', 'indien'],
    pl: ['jeśli', 'jeżeli', 'gdy', 'kiedy', 'kiedykolwiek', 'za każdym razem', 'gdy tylko', 'przy każdej'],
    tr: ['eğer', 'her seferinde', 'ne zaman', 'her defasında'],
    id: ['jika', 'kalau', 'apabila', 'ketika', 'setiap kali', 'begitu', 'bila'],
    vi: ['nếu', 'khi', 'mỗi khi', 'mỗi lần', 'bất cứ khi nào', 'hễ'],
  },
  /** A lesson or procedure: what was learned, what to do next time. */
  lesson: {
    en: ['lesson', 'lessons', 'learned', 'learnt', 'takeaway', 'takeaways', 'fix', 'workaround', 'solution', 'what worked', 'tip', 'tips', 'note to self', 'next time', 'going forward', 'in future', 'in the future', 'future runs', 'from now on', 'best practice', 'playbook', 'procedure', 'strategy', 'insight', 'resolution', 'remedy', 'trick', 'do the same', 'same again', 'runbook', 'rule of thumb', 'experience note', 'learnings', 'lessons learned', 'retro', 'retrospective'],
    zh: ['教训', '经验', '下次', '以后', '今后', '解决办法', '解决方法', '修复方法', '技巧', '总结', '心得', '照做', '同样', '经验总结', '复盘'],
    es: ['lección', 'aprendido', 'la próxima vez', 'en adelante', 'solución', 'truco', 'lo que funcionó', 'funcionó', 'la última vez', 'experiencia', 'en el futuro', 'procedimiento', 'consejo', 'aprendizaje', 'lección aprendida', 'nota de experiencia'],
    de: ['lektion', 'gelernt', 'nächstes mal', 'künftig', 'zukünftig', 'lösung', 'trick', 'retrospektive', 'erfahrung', 'hat funktioniert', 'letztes mal', 'erkenntnis', 'erfahrungswert'],
    fr: ['leçon', 'appris', 'la prochaine fois', 'désormais', 'solution', 'astuce', 'leçon retenue', 'retour d’expérience', 'retour d\'expérience', 'la dernière fois', 'a fonctionné', "à l'avenir", 'à l’avenir', 'on retient', 'à retenir', 'procédure', 'conseil', 'leçon apprise', 'astuce apprise', 'retour d’expérience'],
    ru: ['урок', 'вывод', 'в следующий раз', 'впредь', 'решение', 'из опыта', 'опыт', 'в прошлый раз', 'сработало'],
    ja: ['教訓', '次回', '今後', '解決策', 'コツ', '前回', '経験', '同じやり方', 'うまくいった'],
    pt: ['lição', 'aprendido', 'da próxima vez', 'o que funcionou', 'solução', 'dica', 'aprendizado', 'aprendizagem', 'no futuro', 'de agora em diante', 'procedimento', 'lição aprendida', 'nota de experiência'],
    it: ['lezione', 'imparato', 'la prossima volta', 'soluzione', 'trucco', 'in futuro', "d'ora in poi", 'procedura', 'consiglio'],
    ar: ['درس', 'الدرس', 'المرة القادمة', 'الحل'],
    hi: ['सबक', 'अगली बार', 'समाधान'],
    ko: ['회고', '배운 점', '교훈', '다음에도', '다음부터', '앞으로는', '경험상', '요령', '해결 방법', '해결책'],
    nl: ['lessen', 'geleerd', 'volgende keer', 'voortaan', 'oplossing', 'tip', 'truc', 'ervaring', 'retrospectief', 'wat werkte'],
    pl: ['lekcja', 'wniosek', 'wnioski', 'nauczka', 'następnym razem', 'na przyszłość', 'rozwiązanie', 'wskazówka', 'trik', 'z doświadczenia', 'retrospektywa'],
    tr: ['ders', 'alınan ders', 'öğrenilen', 'bir dahaki sefere', 'gelecekte', 'çözüm', 'ipucu', 'püf noktası', 'tecrübe', 'deneyim', 'retrospektif'],
    id: ['pelajaran', 'pelajaran yang dipetik', 'dipelajari', 'lain kali', 'ke depannya', 'ke depan', 'solusi', 'tips', 'trik', 'pengalaman', 'retrospektif'],
    vi: ['bài học', 'rút ra', 'kinh nghiệm', 'lần sau', 'từ nay về sau', 'giải pháp', 'mẹo'],
  },
  /** Who may claim authority over the reader. */
  authority: {
    en: ['system', 'administrator', 'admin', 'developer', 'developers', 'operator', 'platform', 'security team', 'openai', 'anthropic', 'google deepmind', 'root', 'sysadmin', 'moderator', 'the vendor', 'trust and safety', 'your creator', 'your creators', 'model provider', 'model vendor', 'it department', 'it team', 'security operations', 'ciso', 'ceo', 'cfo', 'cto', 'executive committee', 'legal department', 'compliance officer', 'compliance team', 'it department', 'it security', 'trust & safety', 'trust and safety', 'policy team', 'head of it', 'platform admin'],
    zh: ['系统', '管理员', '开发者', '开发人员', '运营方', '平台', '安全团队', '官方', '总经理', '董事长', '首席执行官', '法务部', '信息技术部', 'it部门'],
    es: ['sistema', 'administrador', 'desarrollador', 'equipo de seguridad', 'proveedor del modelo', 'plataforma', 'administración', 'dirección', 'departamento legal', 'director', 'gerencia'],
    de: ['system', 'administrator', 'entwickler', 'sicherheitsteam', 'betreiber', 'administration', 'plattform', 'it-abteilung', 'modellanbieter', 'it-leitung', 'geschäftsführung', 'it-abteilung', 'vorstand', 'entwickler*', 'administrator*', 'betreiber*', 'systemadministrator*', 'sicherheitsteam*'],
    fr: ['système', 'administrateur', 'développeur', 'équipe de sécurité', 'opérateur', 'équipe sécurité', 'plateforme', 'administration', 'fournisseur du modèle', 'direction', 'service juridique', 'dsi'],
    ru: ['система', 'системы', 'администратор', 'администратора', 'разработчик', 'разработчика', 'служба безопасности', 'системное сообщение', 'платформа', 'администрация', 'поставщик модели'],
    ja: ['システム', '管理者', '開発者', '運営', '開発チーム', '開発元', '運営チーム', 'セキュリティチーム'],
    pt: ['sistema', 'administrador', 'administração', 'desenvolvedor', 'equipe de segurança', 'equipe de ti', 'plataforma'],
    it: ['sistema', 'amministratore', 'amministrazione', 'sviluppatore', 'team di sicurezza', 'piattaforma'],
    ar: ['النظام', 'المسؤول', 'مسؤول النظام', 'المطور', 'فريق الأمان', 'المنصة', 'الإدارة'],
    hi: ['सिस्टम', 'व्यवस्थापक', 'एडमिन', 'डेवलपर', 'सुरक्षा टीम', 'प्लेटफ़ॉर्म'],
    ko: ['관리자', '시스템 관리자', '개발자', '개발팀', '보안팀', '운영팀'],
    tr: ['sistem yöneticisi', 'yönetici', 'geliştirici', 'güvenlik ekibi'],
    nl: ['systeembeheerder', 'beheerder', 'ontwikkelaar', 'beveiligingsteam'],
    pl: ['administrator systemu', 'administratora', 'deweloper', 'zespół bezpieczeństwa'],
    vi: ['quản trị viên', 'nhà phát triển', 'đội bảo mật', 'nhóm bảo mật'],
    id: ['administrator sistem', 'pengembang', 'tim keamanan'],
    sv: ['systemadministratör', 'administratör', 'utvecklare', 'säkerhetsteamet'],
  },
  /** Words that report or quote an attack instead of making one. */
  reported: {
    en: ['attacker', 'attackers', 'phishing', 'scam', 'scammer', 'scammers', 'fraudster', 'fraudsters', 'malicious', 'social engineering', 'for example', 'an example of', 'example of', 'examples of', 'e.g.', 'for instance', 'such as', 'beware', 'suspicious', 'fake', 'impersonate', 'impersonating', 'red flag', 'red flags', 'warning sign', 'hackers', 'criminals', 'prompt injection', 'injection'],
    zh: ['攻击者', '钓鱼', '诈骗', '骗局', '伪装', '冒充者', '骗子', '恶意', '例如', '比如', '警惕', '可疑', '冒充', '社会工程'],
    es: ['atacante', 'atacantes', 'phishing', 'estafa', 'estafadores', 'por ejemplo', 'malicioso', 'sospechoso'],
    de: ['angreifer', 'phishing', 'betrug', 'betrüger', 'zum beispiel', 'beispielsweise', 'bösartig', 'verdächtig'],
    fr: ['attaquant', 'attaquants', 'hameçonnage', 'phishing', 'arnaque', 'escrocs', 'par exemple', 'malveillant', 'suspect'],
    ru: ['злоумышленник', 'злоумышленники', 'фишинг', 'мошенники', 'мошенничество', 'например', 'вредоносный', 'подозрительный'],
    ja: ['攻撃者', 'フィッシング', '詐欺', '例えば', '悪意', '不審'],
    pt: ['golpe', 'golpistas', 'phishing', 'por exemplo', 'malicioso', 'suspeito', 'atacante'],
    it: ['truffa', 'truffatori', 'phishing', 'per esempio', 'ad esempio', 'malevolo', 'sospetto', 'attaccante'],
    ar: ['احتيال', 'تصيد', 'المحتالون', 'مثال', 'على سبيل المثال', 'مشبوه', 'خبيث'],
    hi: ['धोखाधड़ी', 'फ़िशिंग', 'फिशिंग', 'उदाहरण', 'संदिग्ध', 'हमलावर'],
    ko: ['공격자', '피싱', '사기', '예를 들어', '악성', '의심스러운'],
    nl: ['aanvaller', 'aanvallers', 'phishing', 'oplichting', 'oplichters', 'bijvoorbeeld', 'kwaadaardig', 'verdacht'],
    pl: ['atakujący', 'phishing', 'oszustwo', 'oszuści', 'na przykład', 'złośliwy', 'podejrzany'],
    tr: ['saldırgan', 'saldırganlar', 'oltalama', 'kimlik avı', 'dolandırıcılık', 'dolandırıcılar', 'örneğin', 'kötü amaçlı', 'şüpheli'],
    id: ['penyerang', 'phishing', 'penipuan', 'penipu', 'misalnya', 'contohnya', 'berbahaya', 'mencurigakan'],
    vi: ['kẻ tấn công', 'lừa đảo', 'kẻ lừa đảo', 'ví dụ', 'độc hại', 'đáng ngờ'],
  },
};

/** `base` with each concept's language lists extended by `more` (new concepts and languages added). */
function mergeLexicons(base: Record<string, LexiconEntry>, more: Record<string, LexiconEntry>): Record<string, LexiconEntry> {
  const out: Record<string, LexiconEntry> = {};
  for (const name of new Set([...Object.keys(base), ...Object.keys(more)])) {
    const entry: LexiconEntry = { ...base[name] };
    for (const [lang, list] of Object.entries(more[name] ?? {})) entry[lang] = [...(entry[lang] ?? []), ...list];
    out[name] = entry;
  }
  return out;
}

/** `lex` with each `*` stem standing for the stem itself too ("genehmigung*" for "Genehmigung"), as its writers meant. */
function withBareStems(lex: Record<string, LexiconEntry>): Record<string, LexiconEntry> {
  const out: Record<string, LexiconEntry> = {};
  for (const [concept, langs] of Object.entries(lex)) {
    out[concept] = Object.fromEntries(Object.entries(langs).map(([lang, terms]) => [lang, [...terms, ...terms.filter((t) => t.endsWith('*')).map((t) => t.slice(0, -1))]]));
  }
  return out;
}

/** The built-in lexicons, by concept, with the terms of the sensitive-action kinds (`lexicon-kinds.ts`, `lexicon-controls.ts`, `safeguard-words.ts`), of more languages (`lexicon-languages.ts`), of harmful practices (`lexicon-practices.ts`), of actions proposed and turned down (`lexicon-proposal.ts`), of safeguards left out (`lexicon-omission.ts`, `lexicon-safeguard-steps.ts`) and of requests under pressure (`lexicon-stakes.ts`, `lexicon-pressure.ts`, `lexicon-pressure-channel.ts`, `lexicon-pressure-frames.ts`, `lexicon-verify-frame.ts`). */
export const DEFAULT_LEXICONS: Record<string, LexiconEntry> = [KIND_TERMS, CONTROL_TERMS, SAFEGUARD_TERMS, LANGUAGE_TERMS, PRACTICE_TERMS, IMPUNITY_TERMS, withBareStems(OVERSIGHT_TERMS), withBareStems(PROPOSAL_TERMS), withBareStems(OMISSION_TERMS), withBareStems(SAFEGUARD_STEP_TERMS), withBareStems(STAKES_TERMS), withBareStems(PRESSURE_TERMS), withBareStems(PRESSURE_CHANNEL_TERMS), withBareStems(PRESSURE_FRAME_TERMS), withBareStems(VERIFY_FRAME_TERMS), PERSONAL_DATA_TERMS, SAFEGUARD_LANGUAGE_TERMS].reduce(mergeLexicons, BUILT_IN);
